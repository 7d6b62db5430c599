import { useEffect, useState } from 'react';

/**
 * The first seconds of a page belong to what it shows: the bell's count waits until the page has
 * settled (issue 43) — the first idle moment once SETTLE_MS have passed since the navigation
 * began, or the user's first input, whichever comes first.
 */
export const SETTLE_MS = 4000;
const INPUTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let settled: Promise<void> | undefined;

/** Runs `callback` in the browser's next idle moment (at the latest after `timeout` ms). */
export function whenIdle(callback: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 0);
  return () => clearTimeout(id);
}

export function whenSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    let cancelIdle = () => {};
    const done = () => {
      for (const name of INPUTS) window.removeEventListener(name, done, true);
      clearTimeout(timer);
      cancelIdle();
      resolve();
    };
    for (const name of INPUTS) window.addEventListener(name, done, { capture: true, passive: true });
    const timer = setTimeout(
      () => {
        cancelIdle = whenIdle(done);
      },
      Math.max(0, SETTLE_MS - performance.now()),
    );
  });
  return settled;
}

/** False until the page has settled (whenSettled), then true. */
export function useSettled(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let alive = true;
    void whenSettled().then(() => {
      if (alive) setDone(true);
    });
    return () => {
      alive = false;
    };
  }, []);
  return done;
}
