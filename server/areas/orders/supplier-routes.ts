import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  order,
  orderOrganizationQuery,
  type SupplierOrderItem,
  supplierOrderCreateBody,
  supplierOrderItemsBody,
  supplierOrderUpdateBody,
  supplierStatusQuery,
} from '../../../contract/orders';
import type { Tx } from '../../db/client';
import { conflict } from '../../errors';
import { audit } from '../../lib/audit';
import { withTenant } from '../../plugins/auth';
import { assertVersion, type LockedOrder } from './access';
import { changeOrder, orderChangeRoute, orderRoute, orderStatusRoute } from './change-routes';
import { createOrder, newOrderOf } from './create';
import { setOrderColumns } from './lines';
import { readOrder } from './read';
import { orderReadRoutes } from './reads-routes';
import { statusId, statusKey, statusLabel } from './state-machine';
import { applySupplierItems } from './supplier-lines';

const route = orderRoute('supplier');
const FINAL: string[] = ['completed', 'reconciled', 'closed', 'canceled_by_client', 'canceled_by_supplier'];

export const supplierOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderReadRoutes('supplier'));

  app.post(
    '/v1/supplier/orders/',
    route(
      { permission: 'order_supplier_c', organization: 'body.supplier_organization_id' },
      'Создать заказ для клиента',
      { body: supplierOrderCreateBody, response: { 201: order } },
    ),
    async (request, reply) => {
      const body = request.body;
      const created = await withTenant(request, async (tx) => {
        const { order: made } = await createOrder(
          tx,
          request,
          newOrderOf(body, body.client_organization_id, statusId('sent')),
        );
        return readOrder(tx, request, 'supplier', made.id);
      });
      return reply.code(201).send(created);
    },
  );

  const itemsBody = { body: supplierOrderItemsBody };
  const applyItems = (request: FastifyRequest, items: SupplierOrderItem[]) => (tx: Tx, found: LockedOrder) =>
    applySupplierItems(tx, request, found, items);

  app.post(
    '/v1/supplier/orders/:id/items',
    orderChangeRoute('supplier', 'Добавить или изменить позиции заказа', {
      ...itemsBody,
      querystring: orderOrganizationQuery,
    }),
    (request) => {
      const at = { orderId: request.params.id, organizationId: request.query.organization_id };
      return changeOrder(request, 'supplier', at, applyItems(request, request.body));
    },
  );

  app.post(
    '/v1/supplier/orders/:id/bulk_create_or_update',
    orderChangeRoute('supplier', 'Изменить позиции заказа списком', itemsBody),
    (request) =>
      changeOrder(request, 'supplier', { orderId: request.params.id }, applyItems(request, request.body)),
  );

  app.put(
    '/v1/supplier/orders/:id',
    orderChangeRoute('supplier', 'Комментарий поставщика и время доставки', {
      body: supplierOrderUpdateBody,
    }),
    (request) =>
      changeOrder(request, 'supplier', { orderId: request.params.id }, async (tx, found) => {
        if (FINAL.includes(statusKey(found.statusId)) || statusKey(found.statusId) === 'draft') {
          throw conflict(
            `Заказ в статусе «${statusLabel(found.statusId)}» изменить нельзя`,
            'ORDER_NOT_EDITABLE',
          );
        }
        assertVersion(found, request.body.version);
        const body = request.body;
        await setOrderColumns(tx, found.id, {
          supplier_comment: body.supplier_comment,
          due_delivery_datetime: body.due_delivery_datetime,
          version: sql`version + 1`,
          updated_at: sql`now()`,
        });
        await audit(tx, request, {
          action: 'order_update',
          entity: 'order',
          entityId: found.id,
          organizationId: found.supplierOrganizationId,
          details: body,
        });
      }),
  );

  await app.register(
    orderStatusRoute('supplier', {
      path: '/v1/supplier/orders/:id/change_status',
      summary: 'Сменить статус заказа (сторона поставщика)',
      query: supplierStatusQuery,
      target: (query) => ({ statusId: query.target_status_id }),
    }),
  );
};
