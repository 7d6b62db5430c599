import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/common';
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
import { requirePermission, withTenant } from '../../plugins/auth';
import { readPriceList } from '../../services/price-lists-handlers';
import {
  listPriceListCategories,
  listPriceListGoods,
  listPriceLists,
} from '../../services/price-lists-query';

const TAGS = ['Клиент: прайс-листы'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/**
 * Price lists addressed to the client organization by suppliers it is in an active partnership
 * with (spec 001 §7 «Client partnerships and price lists»); any other list is a 404.
 */
export const clientPriceListsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/client/price_lists/:id',
    {
      config: { access: { permission: 'price_list_r' } },
      schema: {
        tags: TAGS,
        summary: 'Прайс-лист поставщика',
        params: priceListParams,
        querystring: organizationIdQuery,
        response: { 200: priceList, ...errors },
      },
    },
    (request) => readPriceList(request, 'client', request.params.id, request.query.organization_id),
  );

  app.get(
    '/v1/client/price_lists/',
    {
      config: { access: { permission: 'price_list_r' } },
      schema: {
        tags: TAGS,
        summary: 'Прайс-листы поставщиков для клиента (фильтр по поставщику)',
        querystring: priceListListQuery,
        response: { 200: priceListList, ...errors },
      },
    },
    (request) => {
      requirePermission(request, 'price_list_r', request.query.organization_id);
      return withTenant(request, (tx) =>
        listPriceLists(tx, 'client', [request.query.organization_id], request.query),
      );
    },
  );

  app.get(
    '/v1/client/price_lists/:id/goods',
    {
      config: { access: { permission: 'price_list_r' } },
      schema: {
        tags: TAGS,
        summary: 'Товары прайс-листа (поиск, штрихкод, категории)',
        params: priceListParams,
        querystring: priceListGoodsQuery,
        response: { 200: priceListGoodList, ...errors },
      },
    },
    async (request) => {
      await readPriceList(request, 'client', request.params.id, request.query.organization_id);
      return withTenant(request, (tx) => listPriceListGoods(tx, request.params.id, request.query));
    },
  );

  app.get(
    '/v1/client/price_lists/:id/good_categories',
    {
      config: { access: { permission: 'price_list_r' } },
      schema: {
        tags: TAGS,
        summary: 'Категории прайс-листа',
        params: priceListParams,
        querystring: organizationIdQuery,
        response: { 200: priceListCategoryList, ...errors },
      },
    },
    async (request) => {
      await readPriceList(request, 'client', request.params.id, request.query.organization_id);
      return { items: await withTenant(request, (tx) => listPriceListCategories(tx, request.params.id)) };
    },
  );
};
