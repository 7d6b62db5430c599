import type { StocktakingLine } from '@contract/stocktaking';
import { useCallback, useEffect, useRef, useState } from 'react';
import { stocktakingApi } from '../api';

/** Rows of the first answer: one screen and a little more, so the first row shows at once. */
export const FIRST_PAGE = 60;
/** The rest comes in blocks of this many rows: the visible block first, then in order. */
const BLOCK = 1000;

export type LineSlots = (StocktakingLine | undefined)[];

/**
 * The document's lines in name order, loaded by blocks: the first screen comes with the page, the
 * block under the scroll position as soon as it is shown, the others in the background. `whenAll`
 * resolves once every line is here (search, scanning and the variance filter need them all).
 */
export function useLinePages(docId: number, first: { items: StocktakingLine[]; total: number }) {
  // The latest rows, also between a block's arrival and the next render (search reads them).
  const store = useRef<LineSlots | null>(null);
  if (store.current === null) {
    store.current = new Array(first.total);
    first.items.forEach((line, index) => {
      (store.current as LineSlots)[index] = line;
    });
  }
  const [lines, setLines] = useState<LineSlots>(store.current);
  const loaded = useRef(new Set<number>());
  const inFlight = useRef(new Map<number, Promise<void>>());
  const [complete, setComplete] = useState(first.items.length >= first.total);
  const blocks = Math.ceil(first.total / BLOCK);
  const alive = useRef(true);

  const loadBlock = useCallback(
    (block: number): Promise<void> => {
      if (loaded.current.has(block)) return Promise.resolve();
      const running = inFlight.current.get(block);
      if (running) return running;
      // Block 0 starts after the rows of the first answer.
      const offset = block === 0 ? Math.min(FIRST_PAGE, first.total) : block * BLOCK;
      const limit = Math.min((block + 1) * BLOCK, first.total) - offset;
      const job = (limit <= 0 ? Promise.resolve(null) : stocktakingApi.lines(docId, offset, limit)).then(
        (answer) => {
          inFlight.current.delete(block);
          loaded.current.add(block);
          if (answer && alive.current) {
            const next = (store.current as LineSlots).slice();
            answer.items.forEach((line, index) => {
              next[offset + index] = line;
            });
            store.current = next;
            setLines(next);
          }
          if (loaded.current.size === blocks && alive.current) setComplete(true);
        },
      );
      job.catch(() => inFlight.current.delete(block));
      inFlight.current.set(block, job);
      return job;
    },
    [docId, first.total, blocks],
  );

  const whenAll = useCallback(async (): Promise<LineSlots> => {
    for (let block = 0; block < blocks; block += 1) await loadBlock(block);
    return store.current as LineSlots;
  }, [blocks, loadBlock]);

  // The visible rows' blocks come first; whenAll then fills the rest in the background.
  const showRange = useCallback(
    (start: number, end: number) => {
      for (let block = Math.floor(start / BLOCK); block <= Math.floor(end / BLOCK); block += 1)
        void loadBlock(block);
    },
    [loadBlock],
  );

  useEffect(() => {
    alive.current = true;
    const idle = setTimeout(() => void whenAll().catch(() => undefined), 50);
    return () => {
      alive.current = false;
      clearTimeout(idle);
    };
  }, [whenAll]);

  return { lines, complete, whenAll, showRange };
}
