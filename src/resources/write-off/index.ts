import { defineResource } from '@/resources/types';

/** Write-off documents per sales point, with reasons per organization (spec 001 §7 "Write-off"). */
export const writeOffResource = defineResource({
  name: 'write-off',
  routes: {
    list: '/documents/write-off',
    show: '/documents/write-off/:id',
    edit: '/documents/write-off/:id?/edit',
  },
  pages: {
    list: () => import('./WriteOffList'),
    show: () => import('./WriteOffShow'),
    edit: () => import('./WriteOffEdit'),
  },
  meta: {
    label: 'Списания',
    module: 'inventory',
    dataProviderName: 'default',
    apiPath: 'write_off_docs',
    permission: 'write_off_r',
    menuPermission: ['write_off_r'],
    nav: { order: 20 },
    guards: ['document'],
  },
});
