import type { Me, signupBody } from '@contract/users';
import type { z } from '@contract/zod';
import type { AuthActionResponse, AuthProvider } from '@refinedev/core';
import { HttpError, http, request } from '@/providers/http';
import { session } from '@/providers/session';
import { forgetMe, loadMe } from './identity';
import { revokeToken } from './revoke-token';

export type LoginParams = { email: string; password: string };
export type RegisterParams = z.input<typeof signupBody>;
type TokenAnswer = { access_token: string };

export const LOGIN_PAGE = '/login';
export const SESSION_EXPIRED_PAGE = '/login?message=session';
export const LOGIN_REQUIRED_PAGE = '/login?message=login';

/**
 * A 401 of a request sent with a token that is no longer the session's (the impersonated user's,
 * revoked on «Вернутся в админа» while one of their requests was still on its way) says nothing
 * about the current session.
 */
export const isStaleToken = (error: Pick<HttpError, 'sentToken'>) =>
  error.sentToken !== undefined && error.sentToken !== session.getToken();

export const takenAddressMessage = (email: string) =>
  `Мы отправили письмо на ${email}. Если с этим адресом уже есть учётная запись, войдите или восстановите пароль.`;

const failure = (error: unknown): AuthActionResponse => ({
  success: false,
  error: error instanceof Error ? error : new Error('Не удалось выполнить запрос'),
});

/** Starts a session with a fresh token: cookies of spec 000 §3, then the user behind it. */
export async function startSession(token: string): Promise<Me> {
  session.clear();
  forgetMe();
  session.setToken(token);
  const me = await loadMe();
  session.setShowNav(true);
  if (me.is_back_office) {
    // A back-office token exists only for administrators: it shows the Admin entry (spec 000 §4).
    session.setBackOfficeToken(token);
    session.setBackOfficeUse(false);
  } else if (!me.impersonated_by) {
    session.clearBackOffice();
  }
  return me;
}

/** Ends the session on the server (best effort) and in the browser. */
export async function endSession() {
  const token = session.getToken();
  const impersonating = session.getBackOfficeUse();
  session.clear();
  if (!impersonating) session.clearBackOffice();
  forgetMe();
  if (!token) return;
  await revokeToken(token);
}

export const authProvider: AuthProvider = {
  async login({ email, password }: LoginParams) {
    try {
      const form = new URLSearchParams({ username: email, password });
      const { access_token } = await request<TokenAnswer>('POST', '/v1/users/login', { rawBody: form });
      await startSession(access_token);
      return { success: true, redirectTo: '/' };
    } catch (error) {
      return failure(error);
    }
  },

  async register(params: RegisterParams) {
    try {
      const { access_token } = await http.post<TokenAnswer>('/v1/users/signup', params);
      // A taken address is answered as a new one with a token of no account (its owner got a
      // letter instead): checked before it becomes the session, whose 401 would read «session expired».
      const probe = await fetch('/v1/users/me', {
        headers: { Accept: 'application/json', Authorization: `Bearer ${access_token}` },
      });
      if (probe.status === 401)
        return failure(new HttpError(422, takenAddressMessage(params.email), 'CHECK_MAIL', {}));
      await startSession(access_token);
      return { success: true, redirectTo: '/' };
    } catch (error) {
      return failure(error);
    }
  },

  async logout(params?: { redirectPath?: string }) {
    await endSession();
    return { success: true, redirectTo: params?.redirectPath ?? LOGIN_PAGE };
  },

  async check() {
    return session.getToken()
      ? { authenticated: true }
      : { authenticated: false, logout: true, redirectTo: LOGIN_REQUIRED_PAGE };
  },

  async onError(error: unknown) {
    if (error instanceof HttpError || (error && typeof error === 'object' && 'statusCode' in error)) {
      const status = (error as { statusCode: number }).statusCode;
      if (status === 401 && error instanceof HttpError && isStaleToken(error)) return {};
      if (status === 401) return { logout: true, redirectTo: SESSION_EXPIRED_PAGE };
      if (status >= 500) console.error(error);
    }
    return {};
  },

  getIdentity: () => loadMe(),

  async getPermissions() {
    if (!session.getToken()) return null;
    return session.getAccess() ?? (await loadMe()).access;
  },

  async forgotPassword({ email }: { email: string }) {
    try {
      await http.get('/v1/users/forgot_password', { email });
      return { success: true };
    } catch (error) {
      return failure(error);
    }
  },

  async updatePassword({ token, password }: { token: string; password: string }) {
    try {
      await http.post('/v1/users/change_password', { token, new_password: password });
      return { success: true };
    } catch (error) {
      return failure(error);
    }
  },
};
