import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetCookieSnapshot } from '@/providers/cookie-jar';
import { ensureLanguageCookie, SESSION_COOKIES, session } from '@/providers/session';

const allCookies = () => Object.keys(Cookies.get());

afterEach(() => {
  for (const name of allCookies()) Cookies.remove(name, { path: '/' });
});

describe('session cookies', () => {
  it('use exactly the names of spec 000 §3', () => {
    expect(Object.values(SESSION_COOKIES).sort()).toEqual(
      [
        'active-module',
        'back-office-token',
        'back-office-use',
        'jwt-token',
        'modules-setting',
        'show-nav',
        'user-access',
        'user-admin-org',
        'user-settings',
      ].sort(),
    );
  });

  it('store typed values and read them back', () => {
    session.setToken('abc');
    session.setShowNav(true);
    session.setUserAdminOrg(false);
    session.setSettings({ start_intro_client: true, start_intro_supplier: false, short_path_menu: false });
    session.setModules({
      module_client: true,
      module_supplier: false,
      module_inventory: false,
      module_setting: true,
      module_news: true,
    });
    expect(Cookies.get('jwt-token')).toBe('abc');
    expect(session.getShowNav()).toBe(true);
    expect(session.getUserAdminOrg()).toBe(false);
    expect(session.getSettings()).toEqual({
      start_intro_client: true,
      start_intro_supplier: false,
      short_path_menu: false,
    });
    expect(session.getModules()?.module_client).toBe(true);
  });

  it('keep only granted permissions in user-access', () => {
    session.setAccess({ good_r: true, good_u: false });
    expect(JSON.parse(Cookies.get('user-access') ?? '{}')).toEqual({ good_r: true });
  });

  it('read a damaged JSON cookie as absent', () => {
    Cookies.set('user-access', '{not json');
    forgetCookieSnapshot();
    expect(session.getAccess()).toBeUndefined();
  });

  it('clear the user session but keep the back-office cookies', () => {
    session.setToken('user');
    session.setAccess({ good_r: true });
    session.setBackOfficeToken('admin');
    session.setBackOfficeUse(true);
    session.clear();
    expect(allCookies().sort()).toEqual(['back-office-token', 'back-office-use']);
    session.clearBackOffice();
    expect(allCookies()).toEqual([]);
  });

  it('set the language cookie to ru', () => {
    ensureLanguageCookie();
    expect(Cookies.get('lang')).toBe('ru');
  });

  it('keep the active module as spec 000 names it: module_client…', () => {
    session.setActiveModule('supplier');
    expect(Cookies.get('active-module')).toBe('module_supplier');
    expect(session.getActiveModule()).toBe('supplier');
    session.setActiveModule('admin');
    expect(Cookies.get('active-module')).toBe('admin');
    Cookies.set('active-module', 'inventory', { path: '/' });
    forgetCookieSnapshot();
    expect(session.getActiveModule()).toBe('inventory');
  });
});
