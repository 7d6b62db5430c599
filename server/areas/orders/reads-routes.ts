import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderExportQuery, orderListQuery, orderListResponse } from '../../../contract/orders';
import type { OrderSide } from '../../../contract/statuses';
import { declaredPermission, listableOrganizations, withTenant } from '../../plugins/auth';
import { orderDocumentRoutes } from '../documents/document-routes';
import { ORDER_TAGS, orderRoute } from './change-routes';
import { exportFileName, writeOrdersXlsx } from './export';
import { listOrders } from './read';

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
        return withTenant(request, (tx) => listOrders(tx, request, side, request.query));
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
          listOrders(tx, request, side, { ...request.query, limit: 1, offset: 0 }, { count: false }),
        );
        const stream = new PassThrough();
        withTenant(request, (tx) => writeOrdersXlsx(tx, request, side, request.query, stream)).catch(
          (error) => {
            request.log.error(error, 'order export failed');
            stream.destroy(error);
          },
        );
        return reply
          .type(XLSX)
          .header('content-disposition', `attachment; filename="${exportFileName(side)}"`)
          .send(stream);
      },
    );

    await app.register(orderDocumentRoutes(side, tags));
  };
