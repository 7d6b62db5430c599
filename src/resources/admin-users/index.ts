import { defineResource } from '@/resources/types';

/** Back-office: every user of the platform, «Войти как», and the journal of impersonations. */
export const adminUsersResource = defineResource({
  name: 'admin-users',
  routes: { list: '/admin/users' },
  pages: { list: () => import('./AdminUsersPage') },
  meta: {
    label: 'Пользователи',
    module: 'admin',
    dataProviderName: 'admin',
    apiPath: 'users',
    nav: { order: 10 },
  },
});
