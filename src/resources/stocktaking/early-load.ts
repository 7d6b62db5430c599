import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '@/providers/http';
import { stocktakingApi } from './api';
import { FIRST_PAGE } from './counting/first-page';

/** An answer asked for while the page's code was still loading. */
interface Early {
  at: number;
  answer: Promise<unknown>;
}

const early = new Map<string, Early>();
/** An early answer older than this is not used: the page asks again. */
const FRESH_MS = 10_000;
const DOC_PATH = /^\/documents\/stocktaking\/(\d+)(\/edit)?\/?$/;

const keep = (key: string, answer: Promise<unknown>) => {
  answer.catch(() => undefined); // the page sees the error when it takes the answer
  early.set(key, { at: Date.now(), answer });
};

const fresh = (found: Early | undefined) => found !== undefined && Date.now() - found.at < FRESH_MS;

/**
 * Starts loading the document in the address bar and its first screen of lines, so that the wait
 * overlaps the loading of the app and the page's code (a cold open of the counting screen).
 * Returns whether the address is a document's, and whether it is the counting screen.
 */
export function loadEarly(pathname: string = window.location.pathname) {
  const match = DOC_PATH.exec(pathname);
  if (!match || !Cookies.get(TOKEN_COOKIE)) return null;
  const id = Number(match[1]);
  if (!fresh(early.get(`doc:${id}`))) keep(`doc:${id}`, stocktakingApi.doc(id));
  if (!fresh(early.get(`lines:${id}`))) keep(`lines:${id}`, stocktakingApi.lines(id, 0, FIRST_PAGE));
  return { edit: match[2] !== undefined };
}

/** The early answer for the key if there is a fresh one (used once), else a new request. */
export function takeEarly<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const found = early.get(key);
  early.delete(key);
  return found && fresh(found) ? (found.answer as Promise<T>) : ask();
}
