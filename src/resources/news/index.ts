import { defineResource } from '@/resources/types';

export const newsResource = defineResource({
  name: 'posts_feed',
  routes: { list: '/news', show: '/news/:id' },
  pages: { list: () => import('./NewsFeed'), show: () => import('./NewsShow') },
  meta: { label: 'Новости', module: 'news', dataProviderName: 'default', nav: { order: 10 } },
});
