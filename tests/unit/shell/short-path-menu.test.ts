import type { AccessMap } from '@contract/permissions';
import { describe, expect, it } from 'vitest';
import { resources } from '@/resources';
import { deriveNav } from '@/router/derive';
import { visibleNav } from '@/router/gating';
import { session } from './fixtures/session';

/** Issue 19, item 11: the short-path menu variant a user chooses in the profile. */
const everything = Object.fromEntries(
  resources
    .flatMap((r) => [...(r.meta.menuPermission ?? []), ...[r.meta.permission ?? []].flat()])
    .map((p) => [p, true]),
) as AccessMap;
const settingsMenu = (over: Parameters<typeof session>[0]) =>
  visibleNav(deriveNav(resources, 'setting'), session({ access: everything, ...over })).map((i) => i.label);

describe('the short-path menu variant', () => {
  it('keeps sales points, roles and users for organization admins only', () => {
    const full = settingsMenu({});
    expect(full).toEqual(expect.arrayContaining(['Мои точки продаж', 'Роли', 'Пользователи']));
    const short = settingsMenu({ shortPathMenu: true });
    expect(short.filter((l) => ['Мои точки продаж', 'Роли', 'Пользователи'].includes(l))).toEqual([]);
    expect(short.length).toBeGreaterThan(0);
    expect(settingsMenu({ shortPathMenu: true, isOrgAdmin: true })).toEqual(full);
  });

  it('keeps the contracts of both sides for organization admins only', () => {
    const contracts = (module: 'client' | 'supplier', over: Parameters<typeof session>[0]) =>
      visibleNav(deriveNav(resources, module), session({ access: everything, ...over })).map((i) => i.path);
    for (const module of ['client', 'supplier'] as const) {
      const path = `/${module}/contracts`;
      expect(contracts(module, {})).toContain(path);
      expect(contracts(module, { shortPathMenu: true })).not.toContain(path);
      expect(contracts(module, { shortPathMenu: true, isOrgAdmin: true })).toContain(path);
    }
  });
});
