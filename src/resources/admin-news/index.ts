import { defineResource } from '@/resources/types';

/** Back-office news (the API exists: /api_a/posts); the screens reuse the news editor later. */
export const adminNewsResource = defineResource({
  name: 'admin_posts',
  routes: { list: '/admin/news', show: '/admin/news/:id', edit: '/admin/news/:id/edit' },
  pages: {
    list: () => import('./AdminNewsPage'),
    show: () => import('./AdminNewsPage'),
    edit: () => import('./AdminNewsPage'),
  },
  meta: { label: 'Управление новостями', module: 'admin', dataProviderName: 'admin', apiPath: 'posts' },
});
