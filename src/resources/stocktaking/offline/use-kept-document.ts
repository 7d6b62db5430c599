import type { StocktakingDoc } from '@contract/stocktaking';
import { useCallback, useEffect, useState } from 'react';
import { loadDetector } from '@/components/barcode-scanner/detector';
import { keepLoadedAssets } from '@/providers/service-worker';
import type { LineSlots } from '../counting/use-line-pages';
import { forgetDocument, forgetExpired, type KeptSummary, keepDocument, keptDocuments } from './kept-store';

/** A kept document nobody has opened for this long, with nothing unsent, is removed. */
export const KEEP_DAYS = 14;
const KEEP_MS = KEEP_DAYS * 24 * 60 * 60 * 1000;

/**
 * Keeps the document being counted on the device once all its lines are here (a reload without a
 * network opens it from there), with the page's code and the scanner's decoder in the worker's
 * cache; forgets it once it can
 * no longer be counted. Answers what is kept of it, and `clear` for the storekeeper.
 */
export function useKeptDocument(
  doc: StocktakingDoc,
  lines: LineSlots,
  complete: boolean,
  version: number,
  {
    keep,
    countable,
    fromDevice,
    saved,
  }: {
    /** The counting screen of a document that can be counted. */
    keep: boolean;
    countable: boolean;
    /** The lines were read from the device: not written back over themselves. */
    fromDevice: boolean;
    /** Facts saved since the lines were loaded. */
    saved: Map<number, string | null>;
  },
) {
  const [kept, setKept] = useState<KeptSummary | null>(null);
  const refresh = useCallback(
    () =>
      keptDocuments()
        .then((all) => setKept(all.find((d) => d.id === doc.id) ?? null))
        .catch(() => setKept(null)),
    [doc.id],
  );

  useEffect(() => {
    void forgetExpired(KEEP_MS).catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!countable) {
      void forgetDocument(doc.id).catch(() => undefined);
      return;
    }
    if (!keep || !complete || fromDevice) {
      void refresh();
      return;
    }
    const all = lines.flatMap((line) =>
      line === undefined
        ? []
        : [saved.has(line.id) ? { ...line, fact_quantity: saved.get(line.id) ?? null } : line],
    );
    // The scanner's decoder too: scanning without a network needs it from the cache.
    void keepDocument(doc, all, version)
      .then(() =>
        Promise.all([import('@/components/barcode-scanner/BarcodeScannerDialog'), loadDetector()]).catch(
          () => undefined,
        ),
      )
      .then(() => keepLoadedAssets())
      .catch(() => undefined)
      .then(refresh);
  }, [doc, complete, version, keep, countable, fromDevice, refresh, lines, saved]);

  const clear = useCallback(async () => {
    await forgetDocument(doc.id);
    await refresh();
  }, [doc.id, refresh]);

  return { kept, clear };
}
