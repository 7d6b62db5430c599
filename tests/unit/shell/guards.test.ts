import { DEFAULT_MODULES } from '@contract/modules';
import { describe, expect, it } from 'vitest';
import { canOpenPage } from '@/router/gating';
import { runGuards } from '@/router/guards';
import { session } from './fixtures/session';

/** Only the modules every user has: settings and news. */
const off = { ...DEFAULT_MODULES };

describe('route guards (spec 000 §6)', () => {
  it('auth sends a visitor to /login?message=login, before any module guard', () => {
    expect(runGuards(['client', 'auth'], session({ authenticated: false, modules: off }))).toEqual({
      kind: 'redirect',
      to: '/login?message=login',
    });
  });

  it.each([
    ['client', 'module_client'],
    ['supplier', 'module_supplier'],
    ['document', 'module_inventory'],
  ] as const)('%s needs %s, otherwise /no-access-module', (guard, flag) => {
    const on = session();
    expect(runGuards(['auth', guard], on)).toEqual({ kind: 'pass' });
    const without = session({ modules: { ...on.modules, [flag]: false } });
    expect(runGuards(['auth', guard], without)).toEqual({ kind: 'redirect', to: '/no-access-module' });
  });

  it('no-admin refuses a back-office user at home, not one acting as a user', () => {
    expect(runGuards(['no-admin'], session({ isBackOffice: true }))).toEqual({
      kind: 'redirect',
      to: '/no-access-module',
    });
    expect(runGuards(['no-admin'], session({ isBackOffice: true, backOfficeUse: true }))).toEqual({
      kind: 'pass',
    });
    expect(runGuards(['no-admin'], session())).toEqual({ kind: 'pass' });
  });

  it('back-office pages refuse ordinary users', () => {
    expect(runGuards(['auth', 'back-office'], session())).toEqual({ kind: 'redirect', to: '/no-access' });
    expect(runGuards(['auth', 'back-office'], session({ isBackOffice: true }))).toEqual({ kind: 'pass' });
  });

  it('an unknown guard name is reported, not skipped', () => {
    expect(runGuards(['auth', 'payments'], session())).toEqual({ kind: 'unknown', name: 'payments' });
  });
});

describe('page permission check', () => {
  const map = { client_orders: ['order_client_r' as const] };

  it('refuses a page whose permission the access map lacks', () => {
    expect(canOpenPage('client_orders', map, { order_client_r: false })).toBe(false);
    expect(canOpenPage('client_orders', map, {})).toBe(false);
    expect(canOpenPage('client_orders', map, { order_client_r: true })).toBe(true);
  });

  it('pages not in the map are open, and nothing is refused without an access map', () => {
    expect(canOpenPage('profile', map, {})).toBe(true);
    expect(canOpenPage('client_orders', map, null)).toBe(true);
  });
});
