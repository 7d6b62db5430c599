import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/providers/http';

const TOKEN = 'head.body.sig';
const declare = (pattern: string, urls: string[]) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'early-requests';
  element.textContent = JSON.stringify({ pattern, urls });
  document.head.append(element);
};
/** The boot script is a classic script, not a module: nothing to import from it, only to run. */
const BOOT_SCRIPT = '@/boot/early-requests';
/** Runs the boot script as the browser does: once, when the page loads. */
const boot = async () => {
  vi.resetModules();
  await import(/* @vite-ignore */ BOOT_SCRIPT);
};
const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('first requests started before the app loads (src/boot/early-requests.ts)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async (url: string) => answer({ from: 'boot', url }));
    vi.stubGlobal('fetch', fetchMock);
    Cookies.set('jwt-token', TOKEN);
    window.history.replaceState(null, '', '/documents/stocktaking/42/edit');
  });
  afterEach(() => {
    document.getElementById('early-requests')?.remove();
    delete (window as { __earlyResponses?: unknown }).__earlyResponses;
    Cookies.remove('jwt-token');
    vi.unstubAllGlobals();
  });

  it('asks for the declared addresses of the opened document with the session token', async () => {
    declare('/documents/stocktaking/:id/edit', [
      '/v1/users/me',
      '/v1/stocktaking_docs/:id/line_items?offset=0&limit=60',
    ]);
    await boot();
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/v1/users/me',
      '/v1/stocktaking_docs/42/line_items?offset=0&limit=60',
    ]);
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('gives the app the early answer once: the next identical request reaches the server', async () => {
    declare('/documents/stocktaking/:id/edit', ['/v1/stocktaking_docs/:id']);
    await boot();
    fetchMock.mockImplementation(async () => answer({ from: 'app' }));
    expect(await http.get('/v1/stocktaking_docs/42')).toEqual({
      from: 'boot',
      url: '/v1/stocktaking_docs/42',
    });
    expect(await http.get('/v1/stocktaking_docs/42')).toEqual({ from: 'app' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not use an answer asked for with another session: the user signed in again', async () => {
    declare('/documents/stocktaking/:id/edit', ['/v1/users/me']);
    await boot();
    Cookies.set('jwt-token', 'another.token.sig');
    fetchMock.mockImplementation(async () => answer({ from: 'app' }));
    expect(await http.get('/v1/users/me')).toEqual({ from: 'app' });
  });

  it('asks for nothing without a session or on another page than the declared one', async () => {
    declare('/documents/stocktaking/:id/edit', ['/v1/users/me']);
    window.history.replaceState(null, '', '/documents/stocktaking');
    await boot();
    Cookies.remove('jwt-token');
    window.history.replaceState(null, '', '/documents/stocktaking/42/edit');
    await boot();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
