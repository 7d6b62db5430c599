import type { AccessMap } from '@contract/permissions';
import type { Me } from '@contract/users';
import { http } from '@/providers/http';
import { session } from '@/providers/session';

export const ME_URL = '/v1/users/me';

/** The current user, loaded once per session (per token) and shared by every caller. */
let cached: { token: string; me: Promise<Me> } | null = null;

/** Writes what the shell reads from cookies (spec 000 §3) from a freshly loaded user. */
export function storeSessionOf(me: Me) {
  session.setAccess(me.access as AccessMap);
  session.setSettings(me.settings);
  session.setModules(me.modules);
  session.setUserAdminOrg(me.is_org_admin);
}

export function loadMe(options: { force?: boolean } = {}): Promise<Me> {
  const token = session.getToken();
  if (!token) return Promise.reject(new Error('Нет активной сессии'));
  if (!options.force && cached?.token === token) return cached.me;
  const me = http.get<Me>(ME_URL).then((loaded) => {
    storeSessionOf(loaded);
    return loaded;
  });
  cached = { token, me };
  me.catch(() => {
    if (cached?.me === me) cached = null;
  });
  return me;
}

/** Replaces the cached user with the answer of PUT /v1/users/ (no second request). */
export function rememberMe(me: Me) {
  const token = session.getToken();
  if (!token) return;
  cached = { token, me: Promise.resolve(me) };
  storeSessionOf(me);
}

export function forgetMe() {
  cached = null;
}
