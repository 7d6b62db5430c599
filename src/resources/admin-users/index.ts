import { adminResource } from '@/kernel/resource';

/** Back-office: every user of the platform, «Войти как», and the journal of impersonations. */
export const adminUsersResource = adminResource('users', {
  name: 'admin-users',
  pages: { list: () => import('./AdminUsersPage') },
  meta: { label: 'Пользователи', apiPath: 'users', nav: { order: 10 } },
});
