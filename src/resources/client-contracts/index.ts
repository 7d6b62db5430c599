import { defineResource } from '@/resources/types';

export const clientContractsResource = defineResource({
  name: 'client-contracts',
  routes: { list: '/client/contracts' },
  pages: { list: () => import('./ClientContractList') },
  meta: {
    label: 'Договоры',
    module: 'client',
    dataProviderName: 'client',
    apiPath: 'contracts',
    permission: 'contract_r',
    menuPermission: ['contract_r'],
    nav: { order: 30 },
    orgAdminOnly: true,
  },
});
