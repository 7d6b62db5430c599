import { adminResource } from '@/kernel/resource';

/** Back-office news (/api_a/posts): the same screens as the supplier's news editor, on the admin API. */
export const adminNewsResource = adminResource('news', {
  name: 'admin_posts',
  pages: {
    list: () => import('./AdminNewsList'),
    create: () => import('./AdminNewsCreate'),
    show: () => import('./AdminNewsShow'),
    edit: () => import('./AdminNewsEdit'),
  },
  meta: { label: 'Управление новостями', apiPath: 'posts' },
});
