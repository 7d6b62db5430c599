import { defineResource } from '@/resources/types';

/** Back-office news (/api_a/posts): the same screens as the supplier's news editor, on the admin API. */
export const adminNewsResource = defineResource({
  name: 'admin_posts',
  path: '/admin/news',
  pages: {
    list: () => import('./AdminNewsList'),
    show: () => import('./AdminNewsShow'),
    edit: () => import('./AdminNewsEdit'),
  },
  meta: { label: 'Управление новостями', module: 'admin', apiPath: 'posts' },
});
