import { ordersResource } from '@/components/order-list/resource';

export const supplierOrdersResource = ordersResource('supplier', {
  list: () => import('./SupplierOrderList'),
  create: () => import('./SupplierOrderCatalog'),
  show: () => import('./SupplierOrderShow'),
});
