import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  organizationIdQuery,
  priceList,
  priceListCategoryList,
  priceListGoodList,
  priceListGoodsQuery,
  priceListList,
  priceListListQuery,
  priceListParams,
} from '../../../contract/price-lists';
import { routeOptions } from '../../openapi/route-options';
import { withTenant } from '../../plugins/auth';
import type { Side } from './partnerships-query';
import { readPriceList } from './price-lists-handlers';
import { listPriceListCategories, listPriceListGoods, listPriceLists } from './price-lists-query';

/** What differs between the reads of `/v1/client/price_lists` and `/v1/supplier/price_lists`. */
export interface PriceListsSide {
  side: Side;
  tag: string;
  summaries: { one: string; list: string };
}

/**
 * The reads both sides share: one price list, the organization's lists, a list's goods and its
 * categories. A list the caller's side may not see is a 404 (readPriceList).
 */
export function priceListsReadRoutesFor({ side, tag, summaries }: PriceListsSide): FastifyPluginAsyncZod {
  const base = `/v1/${side}/price_lists`;
  const route = routeOptions([tag], [401, 403, 404, 422]);
  return async (app) => {
    app.get(
      `${base}/:id`,
      route({ permission: 'price_list_r', organization: 'query' }, summaries.one, {
        params: priceListParams,
        querystring: organizationIdQuery,
        response: { 200: priceList },
      }),
      (request) => readPriceList(request, side, request.params.id, request.query.organization_id),
    );

    app.get(
      `${base}/`,
      route({ permission: 'price_list_r', organization: 'query' }, summaries.list, {
        querystring: priceListListQuery,
        response: { 200: priceListList },
      }),
      (request) => {
        return withTenant(request, (tx) =>
          listPriceLists(tx, side, [request.query.organization_id], request.query),
        );
      },
    );

    app.get(
      `${base}/:id/goods`,
      route(
        { permission: 'price_list_r', organization: 'query' },
        'Товары прайс-листа (поиск, штрихкод, категории)',
        { params: priceListParams, querystring: priceListGoodsQuery, response: { 200: priceListGoodList } },
      ),
      async (request) => {
        await readPriceList(request, side, request.params.id, request.query.organization_id);
        return withTenant(request, (tx) => listPriceListGoods(tx, request.params.id, request.query));
      },
    );

    app.get(
      `${base}/:id/good_categories`,
      route({ permission: 'price_list_r', organization: 'query' }, 'Категории прайс-листа', {
        params: priceListParams,
        querystring: organizationIdQuery,
        response: { 200: priceListCategoryList },
      }),
      async (request) => {
        await readPriceList(request, side, request.params.id, request.query.organization_id);
        return { items: await withTenant(request, (tx) => listPriceListCategories(tx, request.params.id)) };
      },
    );
  };
}
