import { documentResource } from '@/components/document-list/resource';

/** Write-off documents per sales point, with reasons per organization (spec 001 §7 "Write-off"). */
export const writeOffResource = documentResource({
  name: 'write-off',
  routes: { edit: '/documents/write-off/:id?/edit' },
  pages: {
    list: () => import('./WriteOffList'),
    show: () => import('./WriteOffShow'),
    edit: () => import('./WriteOffEdit'),
  },
  meta: { label: 'Списания', apiPath: 'write_off_docs', permission: 'write_off_r', nav: { order: 20 } },
});
