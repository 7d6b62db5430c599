import { defineResource } from '@/kernel/resource';

export const priceListsResource = defineResource({
  name: 'price-lists',
  path: '/supplier/price-lists',
  pages: { list: () => import('./PriceListList') },
  extraRoutes: [
    {
      path: '/supplier/price-lists/:id?/organization/:organizationId',
      page: () => import('./PriceListEditor'),
    },
    {
      path: '/supplier/price-lists/:id?/organization/:organizationId?/categories',
      page: () => import('./PriceListCategories'),
    },
  ],
  meta: {
    label: 'Прайс-листы',
    module: 'supplier',
    apiPath: 'price_lists',
    permission: 'price_list_r',
    nav: { order: 40 },
  },
});
