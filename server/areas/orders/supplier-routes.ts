import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import {
  order,
  orderOrganizationQuery,
  statusChangeBody,
  supplierOrderCreateBody,
  supplierOrderItemsBody,
  supplierOrderUpdateBody,
  supplierStatusQuery,
} from '../../../contract/orders';
import { conflict } from '../../errors';
import { audit } from '../../lib/audit';
import { errorResponses } from '../../openapi/error-responses';
import { withTenant } from '../../plugins/auth';
import { orderDocumentRoutes } from '../documents/document-routes';
import { assertVersion, lockOrder } from './access';
import { orderCommerceMlRoutes } from './commerceml-routes';
import { createOrder } from './create';
import { readOrder } from './read';
import { orderReadRoutes } from './reads-routes';
import { parseTarget, statusId, statusKey, statusLabel } from './state-machine';
import { applySupplierItems } from './supplier-lines';
import { changeStatus } from './transitions';

const TAGS = ['Заказы поставщику'];
const errors = errorResponses(401, 403, 404, 409, 422);
const FINAL: string[] = ['completed', 'reconciled', 'closed', 'canceled_by_client', 'canceled_by_supplier'];

export const supplierOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    orderReadRoutes('supplier', {
      tags: TAGS,
      list: 'Заказы клиентов (с order_ids — первым идёт этот заказ)',
      export: 'Выгрузка списка заказов в Excel',
    }),
  );
  await app.register(orderDocumentRoutes('supplier', TAGS));
  await app.register(orderCommerceMlRoutes(TAGS));

  app.post(
    '/v1/supplier/orders/',
    {
      config: { access: { permission: 'order_supplier_c', organization: 'body.supplier_organization_id' } },
      schema: {
        tags: TAGS,
        summary: 'Создать заказ для клиента',
        body: supplierOrderCreateBody,
        response: { 201: order, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await withTenant(request, async (tx) => {
        const { order: made } = await createOrder(tx, request, {
          clientOrganizationId: body.client_organization_id,
          supplierOrganizationId: body.supplier_organization_id,
          salesPointId: body.sales_point_id,
          contractId: body.contract_id,
          dueDeliveryDatetime: body.due_delivery_datetime,
          comment: body.comment,
          lines: body.lines,
          statusId: statusId('sent'),
        });
        return readOrder(tx, request, 'supplier', made.id);
      });
      return reply.code(201).send(created);
    },
  );

  const itemsSchema = {
    tags: TAGS,
    params: idParam,
    body: supplierOrderItemsBody,
    response: { 200: order, ...errors },
  };
  const mayEdit = { access: { permission: 'order_supplier_u' as const } };

  app.post(
    '/v1/supplier/orders/:id/items',
    {
      config: mayEdit,
      schema: {
        ...itemsSchema,
        summary: 'Добавить или изменить позиции заказа',
        querystring: orderOrganizationQuery,
      },
    },
    (request) =>
      withTenant(request, async (tx) => {
        const found = await lockOrder(
          tx,
          request,
          request.params.id,
          'supplier',
          'order_supplier_u',
          request.query.organization_id,
        );
        await applySupplierItems(tx, request, found, request.body);
        return readOrder(tx, request, 'supplier', found.id);
      }),
  );

  app.post(
    '/v1/supplier/orders/:id/bulk_create_or_update',
    { config: mayEdit, schema: { ...itemsSchema, summary: 'Изменить позиции заказа списком' } },
    (request) =>
      withTenant(request, async (tx) => {
        const found = await lockOrder(tx, request, request.params.id, 'supplier', 'order_supplier_u');
        await applySupplierItems(tx, request, found, request.body);
        return readOrder(tx, request, 'supplier', found.id);
      }),
  );

  app.put(
    '/v1/supplier/orders/:id',
    {
      config: { access: { permission: 'order_supplier_u' } },
      schema: {
        tags: TAGS,
        summary: 'Комментарий поставщика и время доставки',
        params: idParam,
        body: supplierOrderUpdateBody,
        response: { 200: order, ...errors },
      },
    },
    (request) =>
      withTenant(request, async (tx) => {
        const found = await lockOrder(tx, request, request.params.id, 'supplier', 'order_supplier_u');
        if (FINAL.includes(statusKey(found.statusId)) || statusKey(found.statusId) === 'draft') {
          throw conflict(
            `Заказ в статусе «${statusLabel(found.statusId)}» изменить нельзя`,
            'ORDER_NOT_EDITABLE',
          );
        }
        assertVersion(found, request.body.version);
        const body = request.body;
        if (body.supplier_comment !== undefined) {
          await tx.execute(
            sql`UPDATE orders SET supplier_comment = ${body.supplier_comment} WHERE id = ${found.id}`,
          );
        }
        if (body.due_delivery_datetime !== undefined) {
          await tx.execute(
            sql`UPDATE orders SET due_delivery_datetime = ${body.due_delivery_datetime} WHERE id = ${found.id}`,
          );
        }
        await tx.execute(
          sql`UPDATE orders SET version = version + 1, updated_at = now() WHERE id = ${found.id}`,
        );
        await audit(tx, request, {
          action: 'order_update',
          entity: 'order',
          entityId: found.id,
          organizationId: found.supplierOrganizationId,
          details: body,
        });
        return readOrder(tx, request, 'supplier', found.id);
      }),
  );

  app.put(
    '/v1/supplier/orders/:id/change_status',
    {
      config: { access: { permission: 'order_supplier_u' } },
      schema: {
        tags: TAGS,
        summary: 'Сменить статус заказа (сторона поставщика)',
        params: idParam,
        querystring: supplierStatusQuery,
        body: statusChangeBody,
        response: { 200: order, ...errors },
      },
    },
    (request) =>
      withTenant(request, async (tx) => {
        const target = parseTarget(request.query.target_status_id);
        const found = await lockOrder(tx, request, request.params.id, 'supplier', 'order_supplier_u');
        await changeStatus(tx, request, found, 'supplier', {
          target,
          comment: request.body?.comment,
          version: request.body?.version,
        });
        return readOrder(tx, request, 'supplier', found.id);
      }),
  );
};
