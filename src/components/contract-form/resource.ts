import { defineResource, gatedBy, type PageLoader, type Side } from '@/kernel/resource';

/** «Договоры» of either side: the same screen, API, permission and menu place. */
export const contractsResource = (side: Side, list: PageLoader) =>
  defineResource({
    name: `${side}-contracts`,
    path: `/${side}/contracts`,
    pages: { list },
    meta: {
      label: 'Договоры',
      module: side,
      apiPath: 'contracts',
      ...gatedBy('contract_r'),
      nav: { order: 30 },
      orgAdminOnly: true,
    },
  });
