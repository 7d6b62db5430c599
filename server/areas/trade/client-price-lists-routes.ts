import { priceListsReadRoutesFor } from './price-lists-side';

/**
 * Price lists addressed to the client organization by suppliers it is in an active partnership
 * with (spec 001 §7 «Client partnerships and price lists»); any other list is a 404.
 */
export const clientPriceListsRoutes = priceListsReadRoutesFor({
  side: 'client',
  tag: 'Клиент: прайс-листы',
  summaries: {
    one: 'Прайс-лист поставщика',
    list: 'Прайс-листы поставщиков для клиента (фильтр по поставщику)',
  },
});
