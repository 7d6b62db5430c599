import { defineResource } from '@/kernel/resource';

export const catalogResource = defineResource({
  name: 'marketplace_goods',
  routes: { list: '/catalog/all-categories', show: '/catalog/:category' },
  pages: { list: () => import('./AllCategories'), show: () => import('./CategoryPage') },
  extraRoutes: [{ path: '/catalog/product/:id?', page: () => import('./ProductPage') }],
  meta: {
    label: 'Каталог',
    module: 'catalog',
    apiPath: 'marketplace/goods',
    aliases: ['/catalog'],
    nav: { order: 10 },
  },
});
