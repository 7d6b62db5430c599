import { defineResource } from '@/kernel/resource';

/** Supplier search of the marketplace (the API exists: /v1/marketplace/suppliers). */
export const marketplaceSuppliersResource = defineResource({
  name: 'marketplace_suppliers',
  routes: { list: '/suppliers/find', show: '/suppliers/:id' },
  pages: { list: () => import('./SupplierFindPage'), show: () => import('./SupplierPage') },
  meta: { label: 'Поиск поставщиков', module: 'catalog', apiPath: 'marketplace/suppliers' },
});
