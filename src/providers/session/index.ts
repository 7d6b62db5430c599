import type { ModulesSetting } from '@contract/modules';
import type { AccessMap } from '@contract/permissions';
import type { userSettings } from '@contract/users';
import type { z } from '@contract/zod';
import { MODULE_FLAG, type ModuleId } from '@/modules/types';
import { readCookie, removeCookie, writeCookie } from '@/providers/cookie-jar';
import { TOKEN_COOKIE } from '@/providers/http';

export type UserSettings = z.infer<typeof userSettings>;

/** Session cookie names, exactly as spec 000 §3 names them. */
export const SESSION_COOKIES = {
  token: TOKEN_COOKIE,
  showNav: 'show-nav',
  userAccess: 'user-access',
  userSettings: 'user-settings',
  modulesSetting: 'modules-setting',
  activeModule: 'active-module',
  backOfficeToken: 'back-office-token',
  backOfficeUse: 'back-office-use',
  userAdminOrg: 'user-admin-org',
} as const;

export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_DAYS = 365;
/** Session cookies live as long as a regular token (12 h); the server's 401 ends them earlier. */
const SESSION_DAYS = 0.5;

const attributes = (days?: number): Parameters<typeof writeCookie>[2] => ({
  path: '/',
  sameSite: 'Lax',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
  ...(days ? { expires: days } : {}),
});

const setText = (name: string, value: string, days = SESSION_DAYS) =>
  writeCookie(name, value, attributes(days));
const remove = (name: string) => removeCookie(name, { path: '/' });

function readJson<T>(name: string): T | undefined {
  const raw = readCookie(name);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}
const readFlag = (name: string) => readCookie(name) === 'true';
const writeFlag = (name: string, value: boolean) => setText(name, String(value));

export const session = {
  getToken: () => readCookie(SESSION_COOKIES.token),
  setToken: (token: string) => setText(SESSION_COOKIES.token, token),

  getShowNav: () => readFlag(SESSION_COOKIES.showNav),
  setShowNav: (value: boolean) => writeFlag(SESSION_COOKIES.showNav, value),

  getAccess: () => readJson<AccessMap>(SESSION_COOKIES.userAccess),
  /** Only granted permissions are stored: the cookie travels with every request. */
  setAccess: (access: AccessMap) =>
    setText(
      SESSION_COOKIES.userAccess,
      JSON.stringify(Object.fromEntries(Object.entries(access).filter(([, granted]) => granted))),
    ),

  getSettings: () => readJson<UserSettings>(SESSION_COOKIES.userSettings),
  setSettings: (settings: UserSettings) => setText(SESSION_COOKIES.userSettings, JSON.stringify(settings)),

  getModules: () => readJson<ModulesSetting>(SESSION_COOKIES.modulesSetting),
  setModules: (modules: ModulesSetting) => setText(SESSION_COOKIES.modulesSetting, JSON.stringify(modules)),

  /** The cookie holds the spec's value (`module_client`…); a bare `client` of older sessions reads too. */
  getActiveModule: () => moduleOfCookie(readCookie(SESSION_COOKIES.activeModule)),
  setActiveModule: (module: ModuleId) => setText(SESSION_COOKIES.activeModule, MODULE_FLAG[module] ?? module),
  /** A new identity starts in its own start module, not in the one the previous one left. */
  forgetActiveModule: () => remove(SESSION_COOKIES.activeModule),

  getBackOfficeToken: () => readCookie(SESSION_COOKIES.backOfficeToken),
  setBackOfficeToken: (token: string) => setText(SESSION_COOKIES.backOfficeToken, token),

  getBackOfficeUse: () => readFlag(SESSION_COOKIES.backOfficeUse),
  setBackOfficeUse: (value: boolean) => writeFlag(SESSION_COOKIES.backOfficeUse, value),

  getUserAdminOrg: () => readFlag(SESSION_COOKIES.userAdminOrg),
  setUserAdminOrg: (value: boolean) => writeFlag(SESSION_COOKIES.userAdminOrg, value),

  /** Ends the user session. The back-office cookies stay: the impersonation flow needs them. */
  clear() {
    for (const name of Object.values(SESSION_COOKIES)) {
      if (name !== SESSION_COOKIES.backOfficeToken && name !== SESSION_COOKIES.backOfficeUse) remove(name);
    }
  },
  /** Ends the back-office session as well (logging out with no impersonation running). */
  clearBackOffice() {
    remove(SESSION_COOKIES.backOfficeToken);
    remove(SESSION_COOKIES.backOfficeUse);
  },
};

function moduleOfCookie(value: string | undefined): ModuleId | undefined {
  if (!value) return undefined;
  const byFlag = Object.entries(MODULE_FLAG).find(([, flag]) => flag === value);
  return (byFlag?.[0] ?? value) as ModuleId;
}

/** The only locale is ru; the language cookie lasts 365 days (spec 000 §9). */
export function ensureLanguageCookie() {
  if (readCookie(LANGUAGE_COOKIE) !== 'ru') setText(LANGUAGE_COOKIE, 'ru', LANGUAGE_COOKIE_DAYS);
}
