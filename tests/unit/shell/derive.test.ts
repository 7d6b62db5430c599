import { describe, expect, it } from 'vitest';
import { defineResource } from '@/kernel/resource';
import { deriveNav, derivePermissionMap, deriveRoutes } from '@/router/derive';
import { visibleNav } from '@/router/gating';
import { session } from './fixtures/session';
import { throwawayWidgetResource } from './fixtures/throwaway-widget';

const page = () => import('./fixtures/throwaway-widget/WidgetPage');

const orders = defineResource({
  name: 'client_orders',
  routes: { list: '/client/orders', show: '/client/orders/:id' },
  pages: { list: page, show: page },
  meta: {
    label: 'Заказы',
    module: 'client',
    permission: ['order_client_r'],
    menuPermission: ['order_client_r'],
    nav: { order: 10 },
  },
});
const contracts = defineResource({
  name: 'client_contracts',
  routes: { list: '/client/contracts' },
  pages: { list: page },
  meta: {
    label: 'Договоры',
    module: 'client',
    menuPermission: ['contract_r'],
    nav: { order: 30 },
    aliases: ['/contracts'],
  },
});
const hidden = defineResource({
  name: 'client_order_lines',
  routes: { list: '/client/lines' },
  pages: { list: page },
  meta: { label: 'Строки', module: 'client' },
});
const fixture = [throwawayWidgetResource, contracts, orders, hidden];

describe('a resource declared in one folder', () => {
  it('appears in the route table with its alias, module guards and its own guards', () => {
    const routes = deriveRoutes(fixture).filter((r) => r.name === 'throwaway_widgets');
    expect(routes.map((r) => r.path)).toEqual([
      '/manage/widgets',
      '/manage/widgets/new',
      '/manage/widgets/:id',
      '/widgets',
    ]);
    for (const route of routes) {
      expect(route.module).toBe('setting');
      expect(route.guards).toEqual(['auth', 'no-admin']);
    }
    const alias = routes.find((r) => r.path === '/widgets');
    expect(alias?.page).toBe(throwawayWidgetResource.pages.list);
  });

  it('appears in the page-permission map', () => {
    expect(derivePermissionMap(fixture)).toEqual({
      throwaway_widgets: ['good_r'],
      client_orders: ['order_client_r'],
    });
  });

  it('appears in its module navigation only when every menu permission is granted', () => {
    const nav = deriveNav(fixture, 'setting');
    expect(nav.map((i) => [i.label, i.path])).toEqual([['Виджеты', '/manage/widgets']]);
    expect(visibleNav(nav, session({ access: { good_r: true } }))).toEqual([]);
    expect(visibleNav(nav, session({ access: { good_r: true, good_c: true } })).map((i) => i.path)).toEqual([
      '/manage/widgets',
    ]);
  });
});

describe('deriveNav', () => {
  it('sorts by order, skips resources without meta.nav and stays within the module', () => {
    expect(deriveNav(fixture, 'client').map((i) => i.label)).toEqual(['Заказы', 'Договоры']);
    expect(deriveNav(fixture, 'supplier')).toEqual([]);
  });

  it('keeps the admin group declared by the module table', () => {
    expect(deriveNav([], 'admin').map((i) => [i.label, i.path])).toEqual([
      ['Пользователи', '/admin/users'],
      ['Управление категориями', '/admin/categories'],
      ['Управление новостями', '/admin/news'],
    ]);
  });

  it('a declared admin resource replaces the module link with its own label', () => {
    const adminUsers = defineResource({
      name: 'admin_users',
      routes: { list: '/admin/users' },
      pages: { list: page },
      meta: { label: 'Пользователи платформы', module: 'admin', nav: { order: 0 } },
    });
    expect(deriveNav([adminUsers], 'admin').map((i) => i.label)).toEqual([
      'Пользователи платформы',
      'Управление категориями',
      'Управление новостями',
    ]);
  });
});

describe('declaration mistakes fail here, not in front of a user', () => {
  it('a path declared twice throws', () => {
    const twin = { ...hidden, name: 'twin', routes: { list: '/client/orders' } };
    expect(() => deriveRoutes([orders, twin])).toThrow(
      /\/client\/orders is declared by client_orders and twin/,
    );
  });

  it('a route without a page throws', () => {
    const broken = defineResource({ ...hidden, routes: { list: '/x', edit: '/x/:id/edit' } });
    expect(() => deriveRoutes([broken])).toThrow(/edit \(\/x\/:id\/edit\) has no page/);
  });

  it('an alias of a resource without a list route throws', () => {
    const broken = defineResource({
      ...hidden,
      routes: { show: '/x/:id' },
      pages: { show: page },
      meta: { ...hidden.meta, aliases: ['/x'] },
    });
    expect(() => deriveRoutes([broken])).toThrow(/alias \/x without a list route/);
  });
});
