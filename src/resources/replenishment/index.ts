import { defineResource, gatedBy } from '@/kernel/resource';

/** «Пополнение»: the buyer's par levels and suggested orders (issue 45, docs/replenishment.md). */
export const replenishmentResource = defineResource({
  name: 'replenishment',
  path: '/client/replenishment',
  pages: { list: () => import('./ReplenishmentPage') },
  meta: {
    label: 'Пополнение',
    module: 'client',
    dataProviderName: 'default',
    apiPath: 'replenishment/suggestions',
    ...gatedBy('par_level_r'),
  },
});
