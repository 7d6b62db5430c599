import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  organizationIdQuery,
  priceListGoodsRemoveQuery,
  priceListGoodsRemoveResponse,
  priceListParams,
  priceListRepriceBody,
  priceListRepriceResponse,
} from '../../../contract/price-lists';
import { badRequest } from '../../errors';
import { audit } from '../../lib/audit';
import { routeOptions } from '../../openapi/route-options';
import { withTenant } from '../../plugins/auth';
import { removePriceListGoods, repriceGoods } from './price-list-reprice';
import { lockOwnPriceList } from './price-lists';

const route = routeOptions(['Поставщик: прайс-листы'], [401, 403, 404, 422]);

/** A price list edited item by item (issue 20): goods removed one by one or chosen, prices changed in bulk. */
export const priceListGoodsEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/v1/supplier/price_lists/:id/goods',
    route(
      { permission: 'price_list_u', organization: 'query' },
      'Убрать выбранные товары из прайс-листа (good_ids через запятую)',
      {
        params: priceListParams,
        querystring: priceListGoodsRemoveQuery,
        response: { 200: priceListGoodsRemoveResponse },
      },
    ),
    (request) => {
      const orgId = request.query.organization_id;
      return withTenant(request, async (tx) => {
        const list = await lockOwnPriceList(tx, request.params.id, orgId);
        const goodIds = request.query.good_ids ?? [];
        if (goodIds.length === 0)
          throw badRequest('Выберите товары, которые нужно убрать', {
            good_ids: 'Выберите товары, которые нужно убрать',
          });
        const removed = await removePriceListGoods(tx, list.id, goodIds);
        await audit(tx, request, {
          action: 'price_list_goods_remove',
          entity: 'price_list',
          entityId: list.id,
          organizationId: orgId,
          details: { good_ids: goodIds, removed },
        });
        return { removed };
      });
    },
  );

  app.post(
    '/v1/supplier/price_lists/:id/reprice',
    route(
      { permission: 'price_list_u', organization: 'query' },
      'Изменить цены выбранных товаров или категории прайс-листа на процент или до одной цены; ' +
        'apply: false — только предпросмотр',
      {
        params: priceListParams,
        querystring: organizationIdQuery,
        body: priceListRepriceBody,
        response: { 200: priceListRepriceResponse },
      },
    ),
    (request) => {
      const orgId = request.query.organization_id;
      return withTenant(request, async (tx) => {
        const list = await lockOwnPriceList(tx, request.params.id, orgId);
        const result = await repriceGoods(tx, list.id, request.body);
        if (result.applied) {
          await audit(tx, request, {
            action: 'price_list_reprice',
            entity: 'price_list',
            entityId: list.id,
            organizationId: orgId,
            details: { ...request.body, changed: result.total },
          });
        }
        return result;
      });
    },
  );
};
