import { defineResource, gatedBy, type ResourceDeclaration, type Side } from '@/kernel/resource';

/** «Заказы» of either side; each side brings its pages (only the client edits an order). */
export const ordersResource = (side: Side, pages: ResourceDeclaration['pages']) =>
  defineResource({
    name: `${side}-orders`,
    path: `/${side}/orders`,
    pages,
    meta: {
      label: 'Заказы',
      module: side,
      apiPath: 'orders',
      ...gatedBy(`order_${side}_r`),
      nav: { order: 10 },
    },
  });
