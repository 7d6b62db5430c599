import { defineResource } from '@/resources/types';

/** Back-office: every user of the platform, «Войти как», and the journal of impersonations. */
export const adminUsersResource = defineResource({
  name: 'admin-users',
  path: '/admin/users',
  pages: { list: () => import('./AdminUsersPage') },
  meta: { label: 'Пользователи', module: 'admin', apiPath: 'users', nav: { order: 10 } },
});
