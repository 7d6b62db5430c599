import { ordersResource } from '@/components/order-list/resource';

export const clientOrdersResource = ordersResource('client', {
  list: () => import('./ClientOrderList'),
  create: () => import('./ClientOrderCatalog'),
  show: () => import('./ClientOrderShow'),
  edit: () => import('./ClientOrderCatalog'),
});
