import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, okResponse } from '../../../contract/common';
import {
  clientOrderItemsBody,
  clientOrderUpdateBody,
  clientStatusQuery,
  order,
  orderClone,
  orderExpandedBody,
  orderOrganizationQuery,
} from '../../../contract/orders';
import { conflict } from '../../errors';
import { audit } from '../../lib/audit';
import { queryRows } from '../../lib/sql';
import { errorResponses } from '../../openapi/error-responses';
import { routeOptions } from '../../openapi/route-options';
import { withTenant } from '../../plugins/auth';
import { assertVersion, lockOrder, orderForRead } from './access';
import { changeOrder, orderChangeRoute, orderStatusRoute } from './change-routes';
import { checkContract, priceLines, servedSalesPoint } from './checkout-rules';
import { cloneProposal } from './clone';
import { createOrder, newOrderOf } from './create';
import { recomputeTotals, replaceClientLines, upsertClientLines } from './lines';
import { readOrder } from './read';
import { orderReadRoutes } from './reads-routes';
import { statusId } from './state-machine';
import { changeStatus } from './transitions';

const TAGS = ['Заказы клиента'];
const errors = errorResponses(401, 403, 404, 409, 422);
const route = routeOptions(TAGS, errors);
const DRAFT = statusId('draft');
const notDraft = () => conflict('Изменять и удалять можно только черновик заказа', 'ORDER_NOT_DRAFT');

export const clientOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderReadRoutes('client', TAGS));

  app.get(
    '/v1/client/orders/:id/clone',
    route({ permission: 'order_client_c' }, 'Повтор заказа: позиции по сегодняшним ценам', {
      params: idParam,
      response: { 200: orderClone },
    }),
    (request) =>
      withTenant(request, async (tx) => {
        const found = await orderForRead(tx, request, request.params.id, 'client', 'order_client_c');
        return cloneProposal(tx, found);
      }),
  );

  app.post(
    '/v1/client/orders/expanded',
    route({ permission: 'order_client_c', organization: 'query' }, 'Заказ с позициями одним запросом', {
      querystring: orderOrganizationQuery,
      body: orderExpandedBody,
      response: { 201: order },
    }),
    async (request, reply) => {
      const client = request.query.organization_id;
      const body = request.body;
      const created = await withTenant(request, async (tx) => {
        const { order: made } = await createOrder(tx, request, newOrderOf(body, client, DRAFT));
        if (body.send) {
          const locked = await lockOrder(tx, request, made.id, 'client', 'order_client_c');
          await changeStatus(tx, request, locked, 'client', { target: 'sent' });
        }
        return readOrder(tx, request, 'client', made.id);
      });
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/v1/client/orders/:id/items',
    orderChangeRoute('client', TAGS, 'Добавить позиции в черновик', {
      querystring: orderOrganizationQuery,
      body: clientOrderItemsBody,
    }),
    (request) => {
      const at = { orderId: request.params.id, organizationId: request.query.organization_id };
      return changeOrder(request, 'client', at, async (tx, found) => {
        if (found.statusId !== DRAFT) throw notDraft();
        const priced = await priceLines(
          tx,
          found.clientOrganizationId,
          found.supplierOrganizationId,
          request.body,
        );
        await upsertClientLines(tx, { ...found }, priced);
        await recomputeTotals(tx, found.id);
      });
    },
  );

  app.put(
    '/v1/client/orders/:id',
    orderChangeRoute('client', TAGS, 'Изменить черновик', { body: clientOrderUpdateBody }),
    (request) =>
      changeOrder(request, 'client', { orderId: request.params.id }, async (tx, found) => {
        if (found.statusId !== DRAFT) throw notDraft();
        assertVersion(found, request.body.version);
        const body = request.body;
        const client = found.clientOrganizationId;
        const supplier = found.supplierOrganizationId;
        if (body.sales_point_id !== undefined) {
          const point = await servedSalesPoint(tx, client, supplier, body.sales_point_id);
          await tx.execute(sql`UPDATE orders SET sales_point_id = ${body.sales_point_id}, sales_point_name = ${point.name},
                                 sales_point_address = ${point.address} WHERE id = ${found.id}`);
        }
        if (body.contract_id) await checkContract(tx, body.contract_id, client, supplier);
        if (body.contract_id !== undefined)
          await tx.execute(sql`UPDATE orders SET contract_id = ${body.contract_id} WHERE id = ${found.id}`);
        if (body.comment !== undefined)
          await tx.execute(sql`UPDATE orders SET comment = ${body.comment} WHERE id = ${found.id}`);
        if (body.due_delivery_datetime !== undefined) {
          await tx.execute(
            sql`UPDATE orders SET due_delivery_datetime = ${body.due_delivery_datetime} WHERE id = ${found.id}`,
          );
        }
        if (body.lines)
          await replaceClientLines(tx, found, await priceLines(tx, client, supplier, body.lines));
        await recomputeTotals(tx, found.id);
        await audit(tx, request, {
          action: 'order_update',
          entity: 'order',
          entityId: found.id,
          organizationId: client,
        });
      }),
  );

  await app.register(
    orderStatusRoute('client', TAGS, {
      path: '/v1/client/orders/:id/status',
      summary: 'Сменить статус заказа (сторона клиента)',
      query: clientStatusQuery,
      target: (query) => ({ statusId: query.status_id, organizationId: query.organization_id }),
    }),
  );

  app.delete(
    '/v1/client/orders/:id',
    route({ permission: 'order_client_u' }, 'Удалить черновик', {
      params: idParam,
      response: { 200: okResponse },
    }),
    (request) =>
      withTenant(request, async (tx) => {
        const found = await lockOrder(tx, request, request.params.id, 'client', 'order_client_u');
        if (found.statusId !== DRAFT) throw notDraft();
        await queryRows(
          tx,
          sql`DELETE FROM orders WHERE id = ${found.id} AND status_id = ${DRAFT} RETURNING id`,
        );
        await audit(tx, request, {
          action: 'order_delete',
          entity: 'order',
          entityId: found.id,
          organizationId: found.clientOrganizationId,
        });
        return { ok: true as const };
      }),
  );
};
