import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetCookieSnapshot } from '@/providers/cookie-jar';
import { HttpError, http, SERVER_FAILURE, TOKEN_COOKIE } from '@/providers/http';

afterEach(() => {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  vi.restoreAllMocks();
});

const answer = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(body), { status }));
const authorization = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.Authorization;

describe('the shared http client (spec 000 §7, spec 001 §7–§8)', () => {
  it('calls the same origin with the bearer token when one exists, and none without', async () => {
    const fetch = answer(200, { items: [] });
    await http.get('/v1/goods/', { name: 'молоко', barcode: '' });
    expect(fetch.mock.calls[0][0]).toBe('/v1/goods/?name=%D0%BC%D0%BE%D0%BB%D0%BE%D0%BA%D0%BE');
    expect(authorization(fetch.mock.calls[0][1])).toBeUndefined();
    Cookies.set(TOKEN_COOKIE, 'token-1', { path: '/' });
    forgetCookieSnapshot();
    await http.get('/v1/users/me');
    expect(authorization(fetch.mock.calls[1][1])).toBe('Bearer token-1');
  });

  it('rejects with the server’s error response: status, Russian detail, code and fields', async () => {
    answer(422, {
      detail: 'Название: обязательное поле',
      code: 'VALIDATION',
      fields: { name: 'Обязательное поле' },
    });
    const error = await http.post('/v1/goods/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 422,
      detail: 'Название: обязательное поле',
      code: 'VALIDATION',
      fields: { name: 'Обязательное поле' },
    });
  });

  it('a 500 is logged and rejects with the generic failure, never the server’s internals', async () => {
    answer(500, { detail: 'relation "goods" does not exist' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await http.get('/v1/goods/').catch((e: unknown) => e);
    expect((error as HttpError).detail).toBe(SERVER_FAILURE);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
