import { defineResource } from '@/resources/types';

/** Back-office news (/api_a/posts): the same screens as the supplier's news editor, on the admin API. */
export const adminNewsResource = defineResource({
  name: 'admin_posts',
  routes: { list: '/admin/news', show: '/admin/news/:id', edit: '/admin/news/:id/edit' },
  pages: {
    list: () => import('./AdminNewsList'),
    show: () => import('./AdminNewsShow'),
    edit: () => import('./AdminNewsEdit'),
  },
  meta: { label: 'Управление новостями', module: 'admin', dataProviderName: 'admin', apiPath: 'posts' },
});
