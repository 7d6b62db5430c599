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
import { withTenant } from '../../plugins/auth';
import { lockOrder, orderForRead } from './access';
import { changeOrder, orderChangeRoute, orderRoute, orderStatusRoute } from './change-routes';
import { addDraftLines, DRAFT, deleteDraft, updateDraft } from './client-draft';
import { cloneProposal } from './clone';
import { createOrder, newOrderOf } from './create';
import { readOrder } from './read';
import { orderReadRoutes } from './reads-routes';
import { changeStatus } from './transitions';

const route = orderRoute('client');

export const clientOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderReadRoutes('client'));

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
    orderChangeRoute('client', 'Добавить позиции в черновик', {
      querystring: orderOrganizationQuery,
      body: clientOrderItemsBody,
    }),
    (request) => {
      const at = { orderId: request.params.id, organizationId: request.query.organization_id };
      return changeOrder(request, 'client', at, (tx, found) => addDraftLines(tx, found, request.body));
    },
  );

  app.put(
    '/v1/client/orders/:id',
    orderChangeRoute('client', 'Изменить черновик', { body: clientOrderUpdateBody }),
    (request) =>
      changeOrder(request, 'client', { orderId: request.params.id }, (tx, found) =>
        updateDraft(tx, request, found, request.body),
      ),
  );

  await app.register(
    orderStatusRoute('client', {
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
        await deleteDraft(tx, request, request.params.id);
        return { ok: true as const };
      }),
  );
};
