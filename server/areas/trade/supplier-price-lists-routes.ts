import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { job as jobSchema } from '../../../contract/jobs';
import {
  bulkPriceListGoodsBody,
  bulkPriceListGoodsQuery,
  bulkPriceListGoodsResponse,
  organizationIdQuery,
  priceList,
  priceListActivateBody,
  priceListCategory,
  priceListCategoryCreateBody,
  priceListCategoryParams,
  priceListCategoryUpdate,
  priceListCreateBody,
  priceListGood,
  priceListGoodParams,
  priceListGoodUpdate,
  priceListParams,
  priceListUpdate,
} from '../../../contract/price-lists';
import { z } from '../../../contract/zod';
import { notFound } from '../../errors';
import type { PriceListBulkPayload } from '../../jobs/price-list-bulk-job';
import { queueAndAnswer } from '../../jobs/respond';
import { audit } from '../../lib/audit';
import { organizationToday } from '../../lib/time-zones';
import { routeOptions } from '../../openapi/route-options';
import { currentUser, withTenant } from '../../plugins/auth';
import { priceListEvent } from '../events/domain';
import {
  activatePriceList,
  createPriceList,
  createPriceListCategory,
  lockOwnPriceList,
  updatePriceList,
  updatePriceListCategory,
  upsertPriceListGoods,
} from './price-lists';
import { findPriceList, listPriceListCategories, listPriceListGoods } from './price-lists-query';
import { priceListsReadRoutesFor } from './price-lists-side';
import { priceListGoodsEditRoutes } from './supplier-price-list-goods-edit';

const TAGS = ['Поставщик: прайс-листы'];
const route = routeOptions(TAGS, [401, 403, 404, 409, 413, 422]);
const BULK_BODY_LIMIT = 8 * 1024 * 1024;

const sharedReads = priceListsReadRoutesFor({
  side: 'supplier',
  tag: TAGS[0],
  summaries: { one: 'Прайс-лист', list: 'Прайс-листы поставщика (фильтр по клиенту)' },
});

/** The supplier's price lists, one per client organization (spec 001 §7 «Supplier price lists»). */
export const supplierPriceListsRoutes: FastifyPluginAsyncZod = async (app, options) => {
  await sharedReads(app, options);
  await priceListGoodsEditRoutes(app, options);

  const mustFind = async (tx: Parameters<Parameters<typeof withTenant>[1]>[0], id: number, orgId: number) => {
    const found = await findPriceList(tx, 'supplier', id, [orgId]);
    if (!found) throw notFound('Прайс-лист не найден');
    return found;
  };

  app.post(
    '/v1/supplier/price_lists/:id/activate',
    route(
      { permission: 'price_list_u', organization: 'query' },
      'Активировать черновик прайс-листа с даты valid_from (по умолчанию сегодня); ' +
        'до неё клиент заказывает по действующему',
      {
        params: priceListParams,
        querystring: organizationIdQuery,
        body: priceListActivateBody,
        response: { 200: priceList },
      },
    ),
    async (request) => {
      const orgId = request.query.organization_id;
      return withTenant(request, async (tx) => {
        const validFrom = request.body.valid_from ?? (await organizationToday(tx, orgId));
        await activatePriceList(tx, request, request.params.id, orgId, validFrom);
        return mustFind(tx, request.params.id, orgId);
      });
    },
  );

  app.post(
    '/v1/supplier/price_lists/',
    route(
      { permission: 'price_list_c', organization: 'query' },
      'Новый прайс-лист для клиента (тело — массив из одного элемента); создаётся черновиком, ' +
        'клиент видит его после «Активировать»',
      { querystring: organizationIdQuery, body: priceListCreateBody, response: { 201: z.array(priceList) } },
    ),
    async (request, reply) => {
      const orgId = request.query.organization_id;
      const created = await withTenant(request, async (tx) => {
        const id = await createPriceList(tx, request, orgId, request.body[0]);
        return [await mustFind(tx, id, orgId)];
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/v1/supplier/price_lists/:id',
    route({ permission: 'price_list_u', organization: 'query' }, 'Изменить прайс-лист', {
      params: priceListParams,
      querystring: organizationIdQuery,
      body: priceListUpdate,
      response: { 200: priceList },
    }),
    (request) => {
      const orgId = request.query.organization_id;
      return withTenant(request, async (tx) => {
        await updatePriceList(tx, request, request.params.id, orgId, request.body);
        return mustFind(tx, request.params.id, orgId);
      });
    },
  );

  app.put(
    '/v1/supplier/price_lists/:id/goods/:goodId',
    route(
      { permission: 'price_list_u', organization: 'query' },
      'Цена товара в прайс-листе (добавляет товар, если его там нет)',
      {
        params: priceListGoodParams,
        querystring: organizationIdQuery,
        body: priceListGoodUpdate,
        response: { 200: priceListGood },
      },
    ),
    (request) => {
      const orgId = request.query.organization_id;
      const { id, goodId } = request.params;
      return withTenant(request, async (tx) => {
        const list = await lockOwnPriceList(tx, id, orgId);
        await upsertPriceListGoods(tx, list, [{ ...request.body, good_id: goodId }]);
        await audit(tx, request, {
          action: 'price_list_good_price',
          entity: 'price_list',
          entityId: id,
          organizationId: orgId,
          details: { good_id: goodId, price: request.body.price },
        });
        await priceListEvent(tx, request, id);
        const { items } = await listPriceListGoods(tx, id, {
          organization_id: orgId,
          good_ids: [goodId],
          limit: 1,
          offset: 0,
          order_by: 'asc',
        });
        return items[0];
      });
    },
  );

  app.post(
    '/v1/supplier/price_lists/:id/good_categories',
    route(
      { permission: 'price_list_u', organization: 'query' },
      'Новая категория прайс-листа (тело — массив из одного элемента)',
      {
        params: priceListParams,
        querystring: organizationIdQuery,
        body: priceListCategoryCreateBody,
        response: { 201: z.array(priceListCategory) },
      },
    ),
    async (request, reply) => {
      const orgId = request.query.organization_id;
      const created = await withTenant(request, async (tx) => {
        const list = await lockOwnPriceList(tx, request.params.id, orgId);
        const id = await createPriceListCategory(tx, list, request.body[0]);
        return (await listPriceListCategories(tx, list.id)).filter((c) => c.id === id);
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/v1/supplier/price_lists/:id/good_categories/:categoryId',
    route({ permission: 'price_list_u', organization: 'query' }, 'Изменить категорию прайс-листа', {
      params: priceListCategoryParams,
      querystring: organizationIdQuery,
      body: priceListCategoryUpdate,
      response: { 200: priceListCategory },
    }),
    (request) => {
      const orgId = request.query.organization_id;
      const { id, categoryId } = request.params;
      return withTenant(request, async (tx) => {
        await lockOwnPriceList(tx, id, orgId);
        await updatePriceListCategory(tx, id, categoryId, request.body);
        const [category] = (await listPriceListCategories(tx, id)).filter((c) => c.id === categoryId);
        return category;
      });
    },
  );

  app.post(
    '/v1/supplier/price_lists/:id/bulk_create_update_price_list_goods',
    {
      ...route(
        { permission: 'price_list_u', organization: 'query' },
        'Добавить или переоценить до 10 000 товаров одной транзакцией: любая ошибка — ничего не меняется. ' +
          'background=true — ответ 202 с задачей сразу, итог (created, updated) — в её result',
        {
          params: priceListParams,
          querystring: bulkPriceListGoodsQuery,
          body: bulkPriceListGoodsBody,
          response: { 200: bulkPriceListGoodsResponse, 202: jobSchema },
        },
      ),
      bodyLimit: BULK_BODY_LIMIT,
    },
    async (request, reply) => {
      const orgId = request.query.organization_id;
      if (request.query.background) {
        const list = await withTenant(request, (tx) =>
          findPriceList(tx, 'supplier', request.params.id, [orgId]),
        );
        if (!list) throw notFound('Прайс-лист не найден');
        const user = currentUser(request);
        const payload: PriceListBulkPayload = {
          orgId,
          priceListId: list.id,
          items: request.body,
          userId: user.id,
          realUserId: user.impersonation?.adminId ?? user.id,
          impersonationId: user.impersonation?.id ?? null,
          ip: request.ip,
        };
        return queueAndAnswer(
          request,
          reply,
          true,
          { organizationId: orgId, userId: user.id, kind: 'price_list_goods_bulk', payload: { ...payload } },
          async (_tx, job) => ({
            created: Number(job.result?.created),
            updated: Number(job.result?.updated),
          }),
        );
      }
      return withTenant(request, async (tx) => {
        const list = await lockOwnPriceList(tx, request.params.id, orgId);
        const counts = await upsertPriceListGoods(tx, list, request.body);
        await audit(tx, request, {
          action: 'price_list_goods_bulk',
          entity: 'price_list',
          entityId: list.id,
          organizationId: orgId,
          details: { ...counts },
        });
        await priceListEvent(tx, request, list.id);
        return counts;
      });
    },
  );
};
