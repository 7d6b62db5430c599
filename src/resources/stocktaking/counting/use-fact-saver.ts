import type { StocktakingDoc } from '@contract/stocktaking';
import { useEffect, useRef } from 'react';
import { useSaveQueue } from '@/components/save-queue';
import { stocktakingApi } from '../api';

/**
 * Saves typed facts through the shared save queue: edits collect for ~150 ms and go in one
 * bulk_update carrying the document version, one request at a time. The server saves each line on
 * its own and names the good of a refused one; that line stays marked (and kept across a reload)
 * while the others go on saving. A network blip or a 5xx retries with growing pauses.
 */
export function useFactSaver(
  docId: number,
  initialVersion: number,
  onTotals: (t: StocktakingDoc['totals']) => void,
  editable: boolean,
) {
  const version = useRef(initialVersion);
  useEffect(() => {
    version.current = initialVersion;
  }, [initialVersion]);
  return useSaveQueue<number, string | null>({
    batch: true,
    storageKey: editable ? `stocktaking-facts:${docId}` : undefined,
    send: async (values) => {
      const items = [...values].map(([item_id, fact_quantity]) => ({ item_id, fact_quantity }));
      const answer = await stocktakingApi.saveFacts(docId, version.current, items);
      version.current = answer.version;
      onTotals(answer.totals);
      return new Map(answer.refused.map((r) => [r.item_id, r.detail]));
    },
  });
}
