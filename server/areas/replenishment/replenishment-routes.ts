import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderOrganizationQuery } from '../../../contract/orders';
import {
  belowMinimumQuery,
  belowMinimumResponse,
  parLevelsBulkBody,
  parLevelsBulkResponse,
  parLevelsQuery,
  parLevelsResponse,
  replenishmentDraftsBody,
  replenishmentDraftsResponse,
  suggestionsQuery,
  suggestionsResponse,
} from '../../../contract/replenishment';
import { routeOptions } from '../../openapi/route-options';
import { declaredPermission, listableOrganizations, withTenant } from '../../plugins/auth';
import { belowMinimumCount } from './below-minimum';
import { createDrafts } from './drafts';
import { listParLevels, saveParLevels } from './par-levels';
import { suggestions } from './suggestions';

const route = routeOptions(['Пополнение запасов'], [401, 403, 404, 409, 422]);

export const replenishmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/par_levels/',
    route(
      { permission: 'par_level_r', organization: 'query' },
      'Уровни запаса товаров точки продаж: минимум, «заказывать до», остаток и расход в день',
      { querystring: parLevelsQuery, response: { 200: parLevelsResponse } },
    ),
    (request) => withTenant(request, (tx) => listParLevels(tx, request.query)),
  );

  app.put(
    '/v1/par_levels/bulk_update',
    route({ permission: 'par_level_u', organization: 'query' }, 'Сохранить и удалить уровни запаса пакетом', {
      querystring: orderOrganizationQuery,
      body: parLevelsBulkBody,
      response: { 200: parLevelsBulkResponse },
    }),
    (request) =>
      withTenant(request, (tx) => saveParLevels(tx, request, request.query.organization_id, request.body)),
  );

  app.get(
    '/v1/replenishment/suggestions',
    route(
      { permission: 'par_level_r', organization: 'query' },
      'Предлагаемые заказы: товары на минимуме и ниже, по поставщикам, с проверками оформления',
      { querystring: suggestionsQuery, response: { 200: suggestionsResponse } },
    ),
    (request) =>
      withTenant(request, async (tx) => ({
        groups: await suggestions(
          tx,
          request.query.organization_id,
          request.query.sales_point_id ?? null,
          request.query.window_days,
        ),
      })),
  );

  app.post(
    '/v1/replenishment/drafts',
    route(
      { permission: 'order_client_c', organization: 'query' },
      'Создать черновики заказов из предложения: один на поставщика и точку',
      {
        querystring: orderOrganizationQuery,
        body: replenishmentDraftsBody,
        response: { 201: replenishmentDraftsResponse },
      },
    ),
    async (request, reply) => {
      const orders = await withTenant(request, (tx) =>
        createDrafts(tx, request, request.query.organization_id, request.body),
      );
      return reply.code(201).send({ orders });
    },
  );

  app.get(
    '/v1/replenishment/below_minimum',
    route(
      { permission: 'par_level_r', organization: 'query' },
      'Сколько товаров на минимуме и ниже (для стартовой страницы)',
      {
        querystring: belowMinimumQuery,
        response: { 200: belowMinimumResponse },
      },
    ),
    (request) => {
      const named = request.query.organization_id;
      const organizations =
        named === undefined ? listableOrganizations(request, declaredPermission(request)) : [named];
      return withTenant(request, async (tx) => ({ count: await belowMinimumCount(tx, organizations) }));
    },
  );
};
