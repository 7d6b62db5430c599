import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderCommerceMlQuery } from '../../../contract/documents';
import { z } from '../../../contract/zod';
import { routeOptions } from '../../openapi/route-options';
import { declaredPermission, organizationsWith, withTenant } from '../../plugins/auth';
import { attachmentName } from '../documents/document-routes';
import { ordersCommerceMl } from '../goods/commerceml/orders';
import { ORDER_TAGS } from './change-routes';

/** The supplier's orders for 1С (CommerceML 2 orders.xml), beside the Excel export. */
export const orderCommerceMlRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routeOptions(ORDER_TAGS.supplier, [401, 403, 422]);
  app.get(
    '/v1/supplier/orders/export/commerceml',
    route(
      { permission: 'order_supplier_r' },
      'Выгрузка заказов для 1С (CommerceML 2, orders.xml) за период from…to по статусам status_ids',
      {
        querystring: orderCommerceMlQuery,
        response: { 200: z.any().meta({ description: 'Файл orders.xml' }) },
      },
    ),
    async (request, reply) => {
      const suppliers = organizationsWith(request, declaredPermission(request));
      const xml = await withTenant(request, (tx) => ordersCommerceMl(tx, suppliers, request.query));
      const { from, to } = request.query;
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', attachmentName(`заказы-для-1С-${from}-${to}.xml`, 'orders.xml'))
        .send(xml);
    },
  );
};
