import { defineResource } from '@/resources/types';

export const clientOrdersResource = defineResource({
  name: 'client-orders',
  routes: {
    list: '/client/orders',
    create: '/client/orders/new',
    show: '/client/orders/:id',
    edit: '/client/orders/:id/edit',
  },
  pages: {
    list: () => import('./ClientOrderList'),
    create: () => import('./ClientOrderCatalog'),
    show: () => import('./ClientOrderShow'),
    edit: () => import('./ClientOrderCatalog'),
  },
  meta: {
    label: 'Заказы',
    module: 'client',
    dataProviderName: 'client',
    apiPath: 'orders',
    permission: 'order_client_r',
    menuPermission: ['order_client_r'],
    nav: { order: 10 },
  },
});
