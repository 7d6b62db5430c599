import { organizationItemRoutes, settingResource } from '@/kernel/resource';

/** Users of an organization: GET /v1/user_roles/ lists them with their roles. */
export const usersResource = settingResource('users', {
  name: 'users',
  routes: organizationItemRoutes('/manage/users', 'user'),
  pages: {
    list: () => import('./UserList'),
    create: () => import('./UserInvite'),
    edit: () => import('./UserRoles'),
  },
  meta: {
    label: 'Пользователи',
    apiPath: 'user_roles',
    permission: 'user_r',
    nav: { order: 60 },
    aliases: ['/users'],
    orgAdminOnly: true,
  },
});
