import { defineResource } from '@/kernel/resource';
import { FIRST_REQUESTS } from './api';
import { loadEarly } from './early-load';

/** Stocktaking documents per sales point (spec 001 §7 "Stocktaking"). */
export const stocktakingResource = defineResource({
  name: 'stocktaking',
  routes: {
    list: '/documents/stocktaking',
    show: '/documents/stocktaking/:id',
    edit: '/documents/stocktaking/:id/edit',
  },
  pages: {
    list: () => import('./StocktakingList'),
    // The first open of a document asks for its data while the page's code loads.
    show: () => {
      loadEarly();
      return import('./StocktakingShow');
    },
    edit: () => {
      loadEarly();
      return import('./StocktakingEdit');
    },
  },
  early: { show: FIRST_REQUESTS, edit: FIRST_REQUESTS },
  meta: {
    label: 'Инвентаризация',
    module: 'inventory',
    dataProviderName: 'default',
    apiPath: 'stocktaking_docs',
    permission: 'stocktaking_docs_client_r',
    menuPermission: ['stocktaking_docs_client_r'],
    nav: { order: 10 },
    guards: ['document'],
  },
});
