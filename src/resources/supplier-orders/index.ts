import { defineResource } from '@/resources/types';

export const supplierOrdersResource = defineResource({
  name: 'supplier-orders',
  routes: {
    list: '/supplier/orders',
    create: '/supplier/orders/new',
    show: '/supplier/orders/:id',
  },
  pages: {
    list: () => import('./SupplierOrderList'),
    create: () => import('./SupplierOrderCatalog'),
    show: () => import('./SupplierOrderShow'),
  },
  meta: {
    label: 'Заказы',
    module: 'supplier',
    dataProviderName: 'supplier',
    apiPath: 'orders',
    permission: 'order_supplier_r',
    menuPermission: ['order_supplier_r'],
    nav: { order: 10 },
  },
});
