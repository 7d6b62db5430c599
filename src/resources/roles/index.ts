import { defineResource } from '@/resources/types';

export const rolesResource = defineResource({
  name: 'roles',
  path: '/manage/roles',
  routes: {
    create: '/manage/roles/organization/:organizationId?/new',
    edit: '/manage/roles/organization/:organizationId?/role/:id?',
  },
  pages: {
    list: () => import('./RoleList'),
    create: () => import('./RoleForm'),
    edit: () => import('./RoleForm'),
  },
  meta: {
    label: 'Роли',
    module: 'setting',
    permission: 'role_r',
    nav: { order: 50 },
    aliases: ['/roles'],
    orgAdminOnly: true,
  },
});
