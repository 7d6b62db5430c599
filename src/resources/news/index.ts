import { defineResource } from '@/kernel/resource';

export const newsResource = defineResource({
  name: 'posts_feed',
  path: '/news',
  pages: { list: () => import('./NewsFeed'), show: () => import('./NewsShow') },
  meta: { label: 'Новости', module: 'news', nav: { order: 10 } },
});
