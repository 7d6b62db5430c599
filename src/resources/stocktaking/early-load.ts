import { readCookie } from '@/providers/cookie-jar';
import { TOKEN_COOKIE } from '@/providers/http';
import { stocktakingApi } from './api';
import { FIRST_PAGE } from './counting/first-page';

/** An answer asked for while the page's code was still loading. */
interface Early {
  at: number;
  answer: Promise<unknown>;
  /** The answer once it is here, for the page's first render. */
  value?: { data: unknown };
}

const early = new Map<string, Early>();
/** An early answer older than this is not used: the page asks again. */
export const FRESH_MS = 10_000;
const DOC_PATH = /^\/documents\/stocktaking\/(\d+)(?:\/edit)?\/?$/;

const keep = (key: string, answer: Promise<unknown>) => {
  const entry: Early = { at: Date.now(), answer };
  // The page sees an error when it takes the answer.
  answer.then(
    (data) => {
      entry.value = { data };
    },
    () => undefined,
  );
  early.set(key, entry);
};

const fresh = (found: Early | undefined) => found !== undefined && Date.now() - found.at < FRESH_MS;

/**
 * Starts loading the document in the address bar and its first screen of lines, so that the wait
 * overlaps the loading of the app and the page's code (a cold open of the counting screen).
 */
export function loadEarly(pathname: string = window.location.pathname) {
  const match = DOC_PATH.exec(pathname);
  if (!match || !readCookie(TOKEN_COOKIE)) return;
  const id = Number(match[1]);
  if (!fresh(early.get(`doc:${id}`))) keep(`doc:${id}`, stocktakingApi.doc(id));
  if (!fresh(early.get(`lines:${id}`))) keep(`lines:${id}`, stocktakingApi.lines(id, 0, FIRST_PAGE));
}

/**
 * The early request for the key while it is on its way (the page's first fetch waits for it), else
 * a new request: an answer already here was the page's first render (peekEarly), so a fetch now is
 * a refetch that must reach the server.
 */
export function takeEarly<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const found = early.get(key);
  early.delete(key);
  return found && !found.value && fresh(found) ? (found.answer as Promise<T>) : ask();
}

/**
 * The early answer for the key if it is already here and fresh, with its time. It stays until it
 * is stale: a render React discards and starts over must find it again.
 */
export function peekEarly<T>(key: string): { data: T; at: number } | undefined {
  const found = early.get(key);
  if (!found?.value || !fresh(found)) return undefined;
  return { data: found.value.data as T, at: found.at };
}
