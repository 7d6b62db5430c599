import { partnersResource } from '@/components/partnership-terms/resource';

export const supplierClientsResource = partnersResource('supplier', {
  list: () => import('./SupplierClientList'),
  show: () => import('./SupplierClientShow'),
});
