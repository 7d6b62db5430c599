import { organizationItemRoutes, settingResource } from '@/kernel/resource';

export const rolesResource = settingResource('roles', {
  name: 'roles',
  routes: organizationItemRoutes('/manage/roles', 'role'),
  pages: {
    list: () => import('./RoleList'),
    create: () => import('./RoleForm'),
    edit: () => import('./RoleForm'),
  },
  meta: { label: 'Роли', permission: 'role_r', nav: { order: 50 }, aliases: ['/roles'], orgAdminOnly: true },
});
