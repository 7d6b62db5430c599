import Cookies from 'js-cookie';

/**
 * How long reads share one snapshot of the cookies. In Chromium every read of `document.cookie`
 * waits for the browser's network process; while a page's files arrive that took 4–40 ms a read,
 * and the first render reads the session cookies dozens of times (issue 27). Writes through this
 * module refresh the snapshot at once; a cookie another tab changes is seen within this time.
 */
const SNAPSHOT_MS = 1000;

let snapshot: { at: number; cookies: Record<string, string> } | undefined;

export function readCookie(name: string): string | undefined {
  const now = Date.now();
  if (!snapshot || now - snapshot.at >= SNAPSHOT_MS || now < snapshot.at)
    snapshot = { at: now, cookies: Cookies.get() };
  return snapshot.cookies[name];
}

export function writeCookie(name: string, value: string, attributes: Cookies.CookieAttributes) {
  Cookies.set(name, value, attributes);
  snapshot = undefined;
}

/** Removed by `Max-Age=0`, which needs no clock, rather than by an expiry date in the past. */
export function removeCookie(name: string, attributes: Cookies.CookieAttributes) {
  const { expires: _expires, ...rest } = attributes;
  Cookies.set(name, '', { ...rest, 'max-age': '0' });
  snapshot = undefined;
}

/** The next read sees what another party (another tab, a test) has just written. */
export function forgetCookieSnapshot() {
  snapshot = undefined;
}
