import { defineResource } from '@/resources/types';

export const supplierClientsResource = defineResource({
  name: 'supplier-clients',
  routes: { list: '/supplier/clients', show: '/supplier/clients/:id' },
  pages: {
    list: () => import('./SupplierClientList'),
    show: () => import('./SupplierClientShow'),
  },
  meta: {
    label: 'Клиенты',
    module: 'supplier',
    dataProviderName: 'supplier',
    apiPath: 'partnerships',
    permission: 'partnership_r',
    menuPermission: ['partnership_r', 'contract_r'],
    nav: { order: 20 },
    aliases: ['/clients'],
  },
});
