import { defineResource } from '@/resources/types';

export const supplierContractsResource = defineResource({
  name: 'supplier-contracts',
  routes: { list: '/supplier/contracts' },
  pages: { list: () => import('./SupplierContractList') },
  meta: {
    label: 'Договоры',
    module: 'supplier',
    dataProviderName: 'supplier',
    apiPath: 'contracts',
    permission: 'contract_r',
    menuPermission: ['contract_r'],
    nav: { order: 30 },
    orgAdminOnly: true,
  },
});
