import { defineResource } from '@/resources/types';

export const clientSuppliersResource = defineResource({
  name: 'client-suppliers',
  routes: { list: '/client/suppliers', show: '/client/suppliers/:id' },
  pages: {
    list: () => import('./ClientSupplierList'),
    show: () => import('./ClientSupplierShow'),
  },
  meta: {
    label: 'Поставщики',
    module: 'client',
    dataProviderName: 'client',
    apiPath: 'partnerships',
    permission: 'partnership_r',
    menuPermission: ['partnership_r', 'contract_r'],
    nav: { order: 20 },
    aliases: ['/suppliers'],
  },
});
