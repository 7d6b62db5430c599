import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderCommerceMlJobQuery, orderCommerceMlQuery } from '../../../contract/documents';
import { job as jobSchema } from '../../../contract/jobs';
import { z } from '../../../contract/zod';
import { notFound } from '../../errors';
import type { OrdersCommerceMlPayload } from '../../jobs/orders-commerceml-job';
import { queueAndAnswer } from '../../jobs/respond';
import { routeOptions } from '../../openapi/route-options';
import {
  currentUser,
  declaredPermission,
  listableOrganizations,
  organizationsWith,
  withTenant,
} from '../../plugins/auth';
import { attachmentName } from '../documents/document-routes';
import { commerceMlOrders, commerceMlXml, type ReadInTransaction } from '../goods/commerceml/orders';
import { ORDER_TAGS } from './change-routes';

const fileNameOf = (from: string, to: string) => `заказы-для-1С-${from}-${to}.xml`;

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
      // Too many orders is refused before the first byte; the file then streams a few orders a transaction.
      const orders = await withTenant(
        request,
        (tx) => commerceMlOrders(tx, suppliers, request.query),
        'read',
      );
      const read: ReadInTransaction = (fn) => withTenant(request, fn, 'read');
      const { from, to } = request.query;
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', attachmentName(fileNameOf(from, to), 'orders.xml'))
        .send(Readable.from(commerceMlXml(orders, read)));
    },
  );

  app.post(
    '/v1/supplier/orders/export/commerceml',
    route(
      { permission: 'order_supplier_r' },
      'Выгрузка заказов для 1С фоновой задачей: ответ 202 с задачей, файл — GET /v1/jobs/{id}/file',
      { querystring: orderCommerceMlJobQuery, response: { 202: jobSchema } },
    ),
    async (request, reply) => {
      const own = listableOrganizations(request, declaredPermission(request));
      const { supplier_id: supplierId } = request.query;
      if (supplierId !== undefined && !own.includes(supplierId)) throw notFound('Организация не найдена');
      const suppliers = supplierId === undefined ? own : [supplierId];
      const { supplier_id: _, ...query } = request.query;
      const payload: OrdersCommerceMlPayload = {
        query,
        suppliers,
        fileName: fileNameOf(request.query.from, request.query.to),
      };
      return queueAndAnswer(
        request,
        reply,
        true,
        {
          organizationId: suppliers[0],
          userId: currentUser(request).id,
          kind: 'orders_export_commerceml',
          payload: { ...payload },
        },
        async (_tx, job) => job,
      );
    },
  );
};
