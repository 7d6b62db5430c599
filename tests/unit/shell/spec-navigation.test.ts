import type { Permission } from '@contract/permissions';
import { describe, expect, it } from 'vitest';
import type { ModuleId } from '@/modules/types';
import { resources } from '@/resources';
import { deriveNav, deriveRoutes } from '@/router/derive';
import { matchRoute } from '@/router/gating';
import { GENERAL_ROUTES } from '@/router/general-routes';
import { SPEC_NAV } from '../../fixtures/spec-navigation';

const sorted = (perms: Permission[]) => [...perms].sort();

/**
 * The registered resources against spec 000 §2 "Top navigation" and §6 "Menu link gating".
 * A link fails here until the area that owns it declares its resource.
 */
describe('top navigation of the registered resources (spec 000 §2, §6)', () => {
  it.each(Object.entries(SPEC_NAV))('%s', (module, expected) => {
    const nav = deriveNav(resources, module as ModuleId);
    expect(nav.map((i) => [i.path, i.label, sorted(i.menuPermission)])).toEqual(
      expected.map(([path, label, menu]) => [path, label, sorted(menu)]),
    );
  });

  it('organization-admin-only items of the short-path variant: sales points, contracts, roles, users', () => {
    const adminOnly = resources.filter((r) => r.meta.orgAdminOnly && r.meta.nav).map((r) => r.routes.list);
    expect(adminOnly.sort()).toEqual(
      [
        '/client/contracts',
        '/supplier/contracts',
        '/manage/sales-points',
        '/manage/roles',
        '/manage/users',
      ].sort(),
    );
  });
});

/** Every route of spec 000 §2 with sample parameters; each must resolve to a page. */
const SPEC_PATHS = [
  '/',
  '/login',
  '/logout',
  '/forgot-password',
  '/restore-password',
  '/verify_email',
  '/welcome',
  '/profile',
  '/no-access',
  '/no-access-module',
  '/news',
  '/news/3',
  '/client',
  '/supplier',
  '/admin/users',
  '/admin/categories',
  '/admin/news',
  '/admin/news/3',
  '/admin/news/3/edit',
  '/catalog/all-categories',
  '/catalog/product',
  '/catalog/product/3',
  '/catalog/dairy',
  '/client/contracts',
  '/client/orders',
  '/client/orders/new',
  '/client/orders/3',
  '/client/orders/3/edit',
  '/client/suppliers',
  '/client/suppliers/3',
  '/supplier/clients',
  '/supplier/clients/3',
  '/supplier/contracts',
  '/supplier/orders',
  '/supplier/orders/new',
  '/supplier/orders/3',
  '/supplier/price-lists',
  '/supplier/price-lists/3/organization/4',
  '/supplier/price-lists/organization/4',
  '/supplier/price-lists/3/organization/4/categories',
  '/supplier/price-lists/3/organization/categories',
  '/suppliers/find',
  '/suppliers/3',
  '/documents/expenses',
  '/documents/stocktaking',
  '/documents/stocktaking/3',
  '/documents/stocktaking/3/edit',
  '/documents/write-off',
  '/documents/write-off/3',
  '/documents/write-off/3/edit',
  '/documents/write-off/edit',
  '/manage/catalog',
  '/manage/import-goods',
  '/manage/news',
  '/manage/news/3',
  '/manage/news/3/edit',
  '/manage/organizations',
  '/manage/organizations/3',
  '/manage/organizations/3/edit',
  '/manage/roles',
  '/manage/roles/organization/4/new',
  '/manage/roles/organization/new',
  '/manage/roles/organization/4/role/3',
  '/manage/roles/organization/role',
  '/manage/sales-points',
  '/manage/users',
  '/manage/users/organization/4/new',
  '/manage/users/organization/4/user/3',
  '/manage/users/organization/user',
  // short-path aliases
  '/suppliers',
  '/organizations',
  '/contracts',
  '/roles',
  '/users',
  '/clients',
  '/news-manage',
  '/catalog',
  '/sales-points',
];

describe('route table of the registered resources (spec 000 §2)', () => {
  const table = [
    ...deriveRoutes(resources),
    ...GENERAL_ROUTES.map((r) => ({ ...r, module: 'general' as const, guards: [] })),
  ];
  it.each(SPEC_PATHS)('%s resolves', (path) => {
    expect(matchRoute(path, table)?.path).toBeDefined();
  });
});
