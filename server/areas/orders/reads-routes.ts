import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { job as jobSchema } from '../../../contract/jobs';
import { orderExportQuery, orderListQuery, orderListResponse } from '../../../contract/orders';
import type { OrderSide } from '../../../contract/statuses';
import { notFound } from '../../errors';
import type { OrdersExportPayload } from '../../jobs/orders-export-job';
import { queueAndAnswer } from '../../jobs/respond';
import { currentUser, declaredPermission, listableOrganizations, withTenant } from '../../plugins/auth';
import { orderDocumentRoutes } from '../documents/document-routes';
import { ORDER_TAGS, orderRoute } from './change-routes';
import { batchesIn, exportFileName, writeOrdersXlsx } from './export';
import { listOrders, orderScope } from './read';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The summaries of each side's list and export. */
const SUMMARIES: Record<OrderSide, { list: string; export: string }> = {
  client: {
    list: 'Заказы организаций пользователя',
    export: 'Выгрузка списка заказов в Excel (текущие фильтры и сортировка)',
  },
  supplier: {
    list: 'Заказы клиентов (с order_ids — первым идёт этот заказ)',
    export: 'Выгрузка списка заказов в Excel',
  },
};

/** The order list, its Excel export and an order's documents, alike for the client and the supplier. */
export const orderReadRoutes =
  (side: OrderSide): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ORDER_TAGS[side];
    const texts = { tags, ...SUMMARIES[side] };
    const route = orderRoute(side);
    const read = { permission: `order_${side}_r` } as const;
    app.get(
      `/v1/${side}/orders/`,
      route(read, texts.list, { querystring: orderListQuery, response: { 200: orderListResponse } }),
      (request) => {
        listableOrganizations(request, declaredPermission(request));
        return withTenant(request, (tx) => listOrders(tx, orderScope(request, side), side, request.query));
      },
    );

    app.get(
      `/v1/${side}/orders/export`,
      {
        config: { access: read },
        schema: { tags: texts.tags, summary: texts.export, querystring: orderExportQuery },
      },
      async (request, reply) => {
        // Check access and filters before the first byte: once streaming, an error can only cut the file.
        listableOrganizations(request, declaredPermission(request));
        await withTenant(request, (tx) =>
          listOrders(
            tx,
            orderScope(request, side),
            side,
            { ...request.query, limit: 1, offset: 0 },
            { count: false },
          ),
        );
        const stream = new PassThrough();
        withTenant(request, (tx) =>
          writeOrdersXlsx(side, batchesIn(tx, orderScope(request, side), side, request.query), stream),
        ).catch((error) => {
          request.log.error(error, 'order export failed');
          stream.destroy(error);
        });
        return reply
          .type(XLSX)
          .header('content-disposition', `attachment; filename="${exportFileName(side)}"`)
          .send(stream);
      },
    );

    app.post(
      `/v1/${side}/orders/export`,
      route(read, `${texts.export} фоновой задачей: ответ 202 с задачей, файл — GET /v1/jobs/{id}/file`, {
        querystring: orderExportQuery,
        response: { 202: jobSchema },
      }),
      async (request, reply) => {
        const scope = orderScope(request, side);
        listableOrganizations(request, declaredPermission(request));
        // A list drops a foreign organization from its filter; a job made for one is refused.
        const own =
          side === 'client' ? (request.query.client_organization_ids ?? []) : [request.query.supplier_id];
        if (own.some((id) => id !== undefined && !scope.readable.includes(id))) {
          throw notFound('Организация не найдена');
        }
        // Bad filters are refused now, not by a failed job.
        await withTenant(request, (tx) =>
          listOrders(tx, scope, side, { ...request.query, limit: 1, offset: 0 }, { count: false }),
        );
        const payload: OrdersExportPayload = {
          side,
          query: request.query,
          scope,
          fileName: exportFileName(side),
        };
        return queueAndAnswer(
          request,
          reply,
          true,
          {
            organizationId: scope.readable[0],
            userId: currentUser(request).id,
            kind: `orders_export_${side}`,
            payload: { ...payload },
          },
          async (_tx, job) => job,
        );
      },
    );

    await app.register(orderDocumentRoutes(side, tags));
  };
