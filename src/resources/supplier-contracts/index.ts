import { contractsResource } from '@/components/contract-form/resource';

export const supplierContractsResource = contractsResource(
  'supplier',
  () => import('./SupplierContractList'),
);
