import type { Me } from '@contract/users';
import { describe, expect, it } from 'vitest';
import { organizationsWith } from '@/components/organization-picker/organizations-with';

const modules = {
  module_client: true,
  module_supplier: false,
  module_inventory: false,
  module_setting: true,
  module_news: true,
};
const org = (id: number, roles: Me['organizations'][number]['roles'], is_admin = false) => ({
  id,
  name: `Организация ${id}`,
  is_admin,
  roles,
  modules,
});
const me: Pick<Me, 'access' | 'organizations'> = {
  access: { order_client_r: true, write_off_r: true },
  organizations: [
    org(1, [{ id: 11, name: 'Администратор', is_system: true }], true),
    org(2, [{ id: 21, name: 'Кладовщик', is_system: true }]),
    org(3, [{ id: 31, name: 'Закупщик', is_system: true }]),
  ],
};

describe('organizationsWith', () => {
  it('returns every organization without a permission', () => {
    expect(organizationsWith(me).map((o) => o.id)).toEqual([1, 2, 3]);
  });

  it('keeps organizations whose roles grant the permission', () => {
    expect(organizationsWith(me, 'order_client_r').map((o) => o.id)).toEqual([1, 3]);
    expect(organizationsWith(me, 'write_off_r').map((o) => o.id)).toEqual([1, 2]);
  });

  it('judges a custom role by the merged access map', () => {
    const custom = { ...me, organizations: [org(4, [{ id: 41, name: 'Своя роль', is_system: false }])] };
    expect(organizationsWith(custom, 'order_client_r')).toHaveLength(1);
    expect(organizationsWith(custom, 'good_u')).toHaveLength(0);
  });
});
