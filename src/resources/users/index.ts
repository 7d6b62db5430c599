import { defineResource } from '@/resources/types';

/** Users of an organization: GET /v1/user_roles/ lists them with their roles. */
export const usersResource = defineResource({
  name: 'users',
  path: '/manage/users',
  routes: {
    create: '/manage/users/organization/:organizationId?/new',
    edit: '/manage/users/organization/:organizationId?/user/:id?',
  },
  pages: {
    list: () => import('./UserList'),
    create: () => import('./UserInvite'),
    edit: () => import('./UserRoles'),
  },
  meta: {
    label: 'Пользователи',
    module: 'setting',
    apiPath: 'user_roles',
    permission: 'user_r',
    nav: { order: 60 },
    aliases: ['/users'],
    orgAdminOnly: true,
  },
});
