import type { StocktakingLine } from '@contract/stocktaking';
import { useCallback, useEffect, useRef, useState } from 'react';
import { stocktakingApi } from '../api';
import { FIRST_PAGE } from './first-page';

/** The rest comes in blocks of this many rows: the visible block first, then in order. */
const BLOCK = 1000;
/** Background blocks wait for this long without scrolling, typing or clicking. */
const QUIET_MS = 700;
/** A background block that failed is asked again after this pause. */
const RETRY_MS = 5000;
/** Rows below the visible ones whose block comes at once too, before the scroll reaches them. */
const LOOKAHEAD = 300;

export type LineSlots = (StocktakingLine | undefined)[];

/**
 * The document's lines in name order, loaded by blocks: the first screen comes with the page, the
 * blocks under and just below the scroll position as soon as they are shown, the others in the
 * background while the user is idle. `whenAll` resolves once every line is here (search, scanning
 * and the variance filter need them all). A background block renders nothing until it is needed:
 * the rows it fills are off screen, so its lines are shown with the next block the screen asks for,
 * or with the last one, in one render (issue 43: not a render per block after the first row).
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
  // The store holds lines the last render did not show (background blocks).
  const unshown = useRef(false);
  const show = useCallback(() => {
    if (!unshown.current || !alive.current) return;
    unshown.current = false;
    setLines(store.current as LineSlots);
  }, []);
  const loaded = useRef(new Set<number>());
  const inFlight = useRef(new Map<number, Promise<void>>());
  const [complete, setComplete] = useState(first.items.length >= first.total);
  const blocks = Math.ceil(first.total / BLOCK);
  const alive = useRef(true);

  const loadBlock = useCallback(
    (block: number, background = false): Promise<void> => {
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
            unshown.current = true;
            if (!background) show();
          }
          if (loaded.current.size === blocks && alive.current) {
            show();
            setComplete(true);
          }
        },
      );
      job.catch(() => inFlight.current.delete(block));
      inFlight.current.set(block, job);
      return job;
    },
    [docId, first.total, blocks, show],
  );

  const whenAll = useCallback(async (): Promise<LineSlots> => {
    for (let block = 0; block < blocks; block += 1) await loadBlock(block, true);
    return store.current as LineSlots;
  }, [blocks, loadBlock]);

  // The visible rows' blocks come at once, whatever the user is doing; the rows below them too once
  // the list has been scrolled. Before that the first answer holds the screen, and a block's answer
  // and render would only hold back its first paint (issue 24): the background loop brings it.
  const showRange = useCallback(
    (start: number, end: number) => {
      const last = Math.min(start > 0 ? end + LOOKAHEAD : end, first.total - 1);
      for (let block = Math.floor(start / BLOCK); block <= Math.floor(last / BLOCK); block += 1)
        loadBlock(block).then(show, () => undefined);
    },
    [loadBlock, first.total, show],
  );

  // The rest comes in the background one block at a time, only while the user is idle: a block's
  // request and its render must not compete with the first screen, the scroll or a fact's save.
  useEffect(() => {
    alive.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastActivity = performance.now();
    const activity = () => {
      lastActivity = performance.now();
    };
    const events = ['scroll', 'keydown', 'pointerdown', 'wheel', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, activity, { capture: true, passive: true });
    const next = () => {
      if (!alive.current) return;
      const quietFor = performance.now() - lastActivity;
      if (quietFor < QUIET_MS) {
        timer = setTimeout(next, QUIET_MS - quietFor);
        return;
      }
      const block = [...Array(blocks).keys()].find((b) => !loaded.current.has(b));
      if (block === undefined) return;
      loadBlock(block, true).then(
        () => {
          timer = setTimeout(next, 0);
        },
        () => {
          timer = setTimeout(next, RETRY_MS);
        },
      );
    };
    timer = setTimeout(next, QUIET_MS);
    return () => {
      alive.current = false;
      clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, activity, { capture: true });
    };
  }, [blocks, loadBlock]);

  return { lines, complete, whenAll, showRange };
}
