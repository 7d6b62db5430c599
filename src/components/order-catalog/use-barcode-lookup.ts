import { useState } from 'react';
import { notify } from '@/providers/notification';
import type { catalogApi } from './catalog-api';
import type { Scanned } from './ScannedGoodDialog';

/** A scanned code looked up in the current price list; `scanned` holds the answer for the dialog. */
export function useBarcodeLookup(api: ReturnType<typeof catalogApi>, priceListId: number | null) {
  const [scanned, setScanned] = useState<Scanned | null>(null);
  const scan = async (code: string) => {
    if (priceListId === null) return;
    try {
      setScanned({ id: Date.now(), code, good: await api.byBarcode(priceListId, code.trim()) });
    } catch (error) {
      notify((error as Error).message, 'error');
    }
  };
  return { scanned, scan, close: () => setScanned(null) };
}
