import { AsyncLocalStorage } from 'node:async_hooks';

const background = new AsyncLocalStorage<boolean>();

/** Runs fn as background work (a job): on PGlite its statements give way to the requests'. */
export const inBackground = <T>(fn: () => Promise<T>): Promise<T> => background.run(true, fn);

/**
 * How long a request's turn keeps the connection after it ends: a request usually asks again within
 * this (its next statement after the previous answer), and goes before the job's next chunk.
 */
const GRACE_MS = 3;
/**
 * A background turn lets at most this many request turns go first (a busy instance still imports).
 * Counted in turns, not time: on a loaded machine every turn is slower, requests' and jobs' alike.
 */
const MAX_PASSED = 32;

interface Waiter {
  start: () => void;
  passed: number;
}

/**
 * Turns on PGlite's one connection (docs/jobs.md, «Requests first»): a turn is one statement or one
 * transaction. A request's turn goes before any background turn waiting; a background turn first
 * lets the event loop run once (timers, sockets: requests arriving), then starts only when no
 * request waits and none ended within GRACE_MS, or after MAX_PASSED request turns.
 */
export function fairTurns(now: () => number = () => performance.now()) {
  const requests: Waiter[] = [];
  const jobs: Waiter[] = [];
  let busy = false;
  let requestEndedAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | null = null;

  const begin = (waiter: Waiter) => {
    busy = true;
    waiter.start();
  };

  function dispatch() {
    if (busy) return;
    const job = jobs[0];
    if (job && job.passed >= MAX_PASSED) return begin(jobs.shift() as Waiter);
    if (requests.length > 0) {
      for (const waiting of jobs) waiting.passed++;
      return begin(requests.shift() as Waiter);
    }
    if (!job) return;
    const rest = requestEndedAt + GRACE_MS - now();
    if (rest <= 0) return begin(jobs.shift() as Waiter);
    if (!timer)
      timer = setTimeout(() => {
        timer = null;
        dispatch();
      }, Math.ceil(rest));
  }

  return {
    /** Runs fn in a turn of its own, as background work if called inside inBackground. */
    async run<T>(fn: () => Promise<T>): Promise<T> {
      const isJob = background.getStore() === true;
      // A job's turns follow one another in microtasks: without this, no timer or socket of the
      // event loop would run, and no request could even ask for a turn, until the job ends.
      if (isJob) await new Promise((resolve) => setImmediate(resolve));
      await new Promise<void>((start) => {
        (isJob ? jobs : requests).push({ start, passed: 0 });
        dispatch();
      });
      try {
        return await fn();
      } finally {
        busy = false;
        if (!isJob) requestEndedAt = now();
        dispatch();
      }
    },
  };
}
