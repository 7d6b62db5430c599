import { partnersResource } from '@/components/partnership-terms/resource';

export const clientSuppliersResource = partnersResource('client', {
  list: () => import('./ClientSupplierList'),
  show: () => import('./ClientSupplierShow'),
});
