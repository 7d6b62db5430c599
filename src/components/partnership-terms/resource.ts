import { defineResource, type ResourceDeclaration, type Side } from '@/resources/types';

const PARTNERS = {
  client: { segment: 'suppliers', label: 'Поставщики' },
  supplier: { segment: 'clients', label: 'Клиенты' },
} as const;

/** The other side's organizations (client → its suppliers, supplier → its clients) and their terms. */
export const partnersResource = (side: Side, pages: ResourceDeclaration['pages']) => {
  const { segment, label } = PARTNERS[side];
  return defineResource({
    name: `${side}-${segment}`,
    path: `/${side}/${segment}`,
    pages,
    meta: {
      label,
      module: side,
      apiPath: 'partnerships',
      permission: 'partnership_r',
      menuPermission: ['partnership_r', 'contract_r'],
      nav: { order: 20 },
      aliases: [`/${segment}`],
    },
  });
};
