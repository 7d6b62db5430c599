import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '@/providers/cookie-jar';

afterEach(() => {
  vi.useRealTimers();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('cookie reads (issue 27: document.cookie is a slow trip to the browser)', () => {
  it('see the app’s own writes and removals at once', () => {
    expect(readCookie('jwt-token')).toBeUndefined();
    writeCookie('jwt-token', 'token-1', { path: '/' });
    expect(readCookie('jwt-token')).toBe('token-1');
    removeCookie('jwt-token', { path: '/' });
    expect(readCookie('jwt-token')).toBeUndefined();
  });

  it('share one snapshot for a second: another tab’s change is seen after it', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') });
    writeCookie('jwt-token', 'token-1', { path: '/' });
    expect(readCookie('jwt-token')).toBe('token-1');
    const getter = vi.spyOn(document, 'cookie', 'get');
    Cookies.set('jwt-token', 'token-2', { path: '/' });
    expect(readCookie('jwt-token')).toBe('token-1');
    expect(readCookie('show-nav')).toBeUndefined();
    expect(getter).not.toHaveBeenCalled();
    vi.setSystemTime(new Date('2026-11-28T10:00:01Z'));
    expect(readCookie('jwt-token')).toBe('token-2');
    expect(getter).toHaveBeenCalled();
  });
});
