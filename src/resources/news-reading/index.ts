import { defineResource } from '@/kernel/resource';

/** A signed-in reader's news reading settings (spec 001 §2): whose news the feed shows. */
export const newsReadingResource = defineResource({
  name: 'news_reading',
  path: '/news/settings',
  pages: { list: () => import('./NewsReadingPage') },
  meta: { label: 'Настройки чтения', module: 'news', guards: ['auth'] },
});
