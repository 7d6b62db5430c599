import { defineResource, type ResourceDeclaration, type Side } from '@/kernel/resource';

/** The other side of a partnership as each side's screens call it, and where they live. */
export const PARTNERS = {
  client: { segment: 'suppliers', label: 'Поставщики' },
  supplier: { segment: 'clients', label: 'Клиенты' },
} as const;

export const partnersResourceName = (side: Side) => `${side}-${PARTNERS[side].segment}` as const;

/** The other side's organizations (client → its suppliers, supplier → its clients) and their terms. */
export const partnersResource = (side: Side, pages: ResourceDeclaration['pages']) => {
  const { segment, label } = PARTNERS[side];
  return defineResource({
    name: partnersResourceName(side),
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
