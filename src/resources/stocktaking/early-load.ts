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
const DOC_PATH = /^\/documents\/stocktaking\/(\d+)(?:\/edit)?\/?$/;

const keep = (key: string, answer: Promise<unknown>) => {
  answer.catch(() => undefined); // the page sees the error when it takes the answer
  early.set(key, { at: Date.now(), answer });
};

/**
 * Starts loading the document and its first screen of lines while the page's code loads, so the
 * two waits overlap (a cold open of the counting screen). Only for the document in the address bar.
 */
export function loadEarly(pathname: string = window.location.pathname) {
  const match = DOC_PATH.exec(pathname);
  if (!match) return;
  const id = Number(match[1]);
  keep(`doc:${id}`, stocktakingApi.doc(id));
  keep(`lines:${id}`, stocktakingApi.lines(id, 0, FIRST_PAGE));
}

/** The early answer for the key if there is a fresh one (used once), else a new request. */
export function takeEarly<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const found = early.get(key);
  early.delete(key);
  return found && Date.now() - found.at < FRESH_MS ? (found.answer as Promise<T>) : ask();
}
