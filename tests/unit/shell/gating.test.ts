import { DEFAULT_MODULES } from '@contract/modules';
import { describe, expect, it } from 'vitest';
import type { ShellRoute } from '@/router/derive';
import {
  activeModuleOf,
  navModuleFor,
  showAdminEntry,
  showReturnToAdmin,
  showTopNav,
  switcherEntries,
} from '@/router/gating';
import { session } from './fixtures/session';

const page = () => import('./fixtures/throwaway-widget/WidgetPage');

describe('header rules', () => {
  it('the top navigation needs a login and the nav flag', () => {
    expect(showTopNav(session())).toBe(true);
    expect(showTopNav(session({ showNav: false }))).toBe(false);
    expect(showTopNav(session({ authenticated: false }))).toBe(false);
  });

  it('«Вернутся в админа» only while impersonating with the nav shown', () => {
    const acting = { hasBackOfficeToken: true, backOfficeUse: true };
    expect(showReturnToAdmin(session(acting))).toBe(true);
    expect(showReturnToAdmin(session({ ...acting, showNav: false }))).toBe(false);
    expect(showReturnToAdmin(session({ ...acting, authenticated: false }))).toBe(false);
    expect(showReturnToAdmin(session({ hasBackOfficeToken: true }))).toBe(false);
    expect(showReturnToAdmin(session({ backOfficeUse: true }))).toBe(false);
  });

  it('the Admin entry needs a back-office token', () => {
    expect(showAdminEntry(session({ hasBackOfficeToken: true }))).toBe(true);
    expect(showAdminEntry(session())).toBe(false);
  });

  it('a back-office user at home sees the admin group', () => {
    expect(navModuleFor(session({ isBackOffice: true }), 'setting')).toBe('admin');
    expect(navModuleFor(session({ isBackOffice: true, backOfficeUse: true }), 'client')).toBe('client');
  });
});

describe('module switcher', () => {
  it('lists the five modules in order with their targets, greyed out when the flag is off', () => {
    const entries = switcherEntries(
      session({
        modules: { ...DEFAULT_MODULES, module_client: true },
      }),
    );
    expect(entries.map((e) => [e.module.label, e.module.target, e.disabled])).toEqual([
      ['Закупки', '/client', false],
      ['Продажи', '/supplier', true],
      ['Документы', '/documents/stocktaking', true],
      ['Управление', '/manage/organizations', false],
      ['Новости', '/news', false],
    ]);
  });

  it('Management and News are disabled for a back-office user at home', () => {
    const disabled = switcherEntries(session({ isBackOffice: true }))
      .filter((e) => e.disabled)
      .map((e) => e.module.id);
    expect(disabled).toEqual(['setting', 'news']);
  });
});

describe('active module', () => {
  const routes: ShellRoute[] = [
    { path: '/manage/news', name: 'supplier_posts', module: 'supplier', page, guards: [] },
    { path: '/suppliers/find', name: 'suppliers', module: 'catalog', page, guards: [] },
  ];

  it('comes from the matched resource, else from the first path segment', () => {
    expect(activeModuleOf('/manage/news', routes)).toBe('supplier');
    expect(activeModuleOf('/manage/roles', routes)).toBe('setting');
    expect(activeModuleOf('/documents/write-off/5', routes)).toBe('inventory');
    expect(activeModuleOf('/client', routes)).toBe('client');
    expect(activeModuleOf('/suppliers/find', routes)).toBeUndefined();
    expect(activeModuleOf('/profile', routes)).toBeUndefined();
  });
});
