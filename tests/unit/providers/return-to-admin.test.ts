import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { returnToAdmin, watchSessionExpiry } from '@/providers/auth-provider';
import { http } from '@/providers/http';
import { session } from '@/providers/session';
import { meAnswer } from './me-answer';

/** «Вернутся в админа»: the cookies switch back first, then the user's token is revoked by name. */

interface Call {
  url: string;
  authorization: string | null;
  /** The session's token cookie when the request went out. */
  cookie: string | undefined;
}

const me = meAnswer(
  {
    id: 1,
    name: 'Алексей Администраторов',
    email: 'admin@zakupki.demo',
    is_back_office: true,
    impersonated_by: null,
  },
  { module_client: true, module_supplier: true, module_inventory: true },
);

let calls: Call[];
let logoutAnswer: () => Promise<Response>;

beforeEach(() => {
  calls = [];
  logoutAnswer = async () => new Response('{"ok":true}', { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      calls.push({ url, authorization: headers.get('Authorization'), cookie: session.getToken() });
      if (url === '/v1/users/logout') return logoutAnswer();
      if (url === '/v1/users/me') {
        return headers.get('Authorization') === 'Bearer admin-token'
          ? new Response(JSON.stringify(me), { status: 200 })
          : new Response('{"detail":"Сессия истекла"}', { status: 401 });
      }
      if (url === '/v1/late') return new Response('{"detail":"Сессия истекла"}', { status: 401 });
      return new Response('{}', { status: 404 });
    }),
  );
  session.setBackOfficeToken('admin-token');
  session.setBackOfficeUse(true);
  session.setShowNav(true);
  session.setToken('user-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('returnToAdmin', () => {
  it('switches the session to the admin before revoking the user token, named explicitly', async () => {
    await returnToAdmin();
    const logout = calls.find((call) => call.url === '/v1/users/logout');
    expect(logout).toEqual({
      url: '/v1/users/logout',
      authorization: 'Bearer user-token',
      cookie: 'admin-token',
    });
    const meCall = calls.findIndex((call) => call.url === '/v1/users/me');
    expect(meCall).toBeLessThan(calls.indexOf(logout as Call));
    expect(session.getToken()).toBe('admin-token');
    expect(session.getBackOfficeUse()).toBe(false);
    expect(session.getBackOfficeToken()).toBe('admin-token');
  });

  it('keeps the admin signed in when the revoke fails or the server refuses it', async () => {
    logoutAnswer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(returnToAdmin()).resolves.toBeUndefined();
    expect(session.getToken()).toBe('admin-token');

    session.setBackOfficeUse(true);
    session.setToken('user-token');
    logoutAnswer = async () => new Response('{"detail":"Сервер временно недоступен"}', { status: 503 });
    await expect(returnToAdmin()).resolves.toBeUndefined();
    expect(session.getToken()).toBe('admin-token');
  });

  it('does not end the admin session for a late 401 of the revoked user token', async () => {
    const goTo = vi.fn();
    const stop = watchSessionExpiry(goTo);
    try {
      await returnToAdmin();
      // A request of the user's screen that went out before the switch and came back after the revoke.
      session.setToken('user-token');
      const late = http.get('/v1/late');
      session.setToken('admin-token');
      await expect(late).rejects.toMatchObject({ statusCode: 401 });
      expect(goTo).not.toHaveBeenCalled();
      expect(session.getToken()).toBe('admin-token');

      // The admin's own token refused: that session is over.
      await expect(http.get('/v1/late')).rejects.toMatchObject({ statusCode: 401 });
      expect(goTo).toHaveBeenCalledWith('/login?message=session');
      expect(session.getToken()).toBeUndefined();
    } finally {
      stop();
    }
  });
});
