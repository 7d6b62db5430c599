import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { OrderLineInput } from '../../../contract/orders';
import type { Queryable } from '../../db/client';
import { audit } from '../../lib/audit';
import { queryRows } from '../../lib/sql';
import { currentUser } from '../../plugins/auth';
import { orderEvent } from '../events/domain';
import { activePartnership, checkContract, priceLines, servedSalesPoint } from './checkout-rules';
import { appendHistory } from './history';
import { recomputeTotals, upsertClientLines } from './lines';
import { statusId } from './state-machine';

export interface NewOrder {
  clientOrganizationId: number;
  supplierOrganizationId: number;
  salesPointId: number;
  contractId?: number | null;
  dueDeliveryDatetime?: string | null;
  comment?: string | null;
  lines: OrderLineInput[];
  statusId: number;
}

/** What a call's body says of a new order: the supplier, the sales point, the terms and the lines. */
export interface NewOrderBody {
  supplier_organization_id: number;
  sales_point_id: number;
  contract_id?: number | null;
  due_delivery_datetime?: string | null;
  comment?: string | null;
  lines: OrderLineInput[];
}

/** The new order of `clientOrganizationId` a call's body describes, created in status `statusId`. */
export const newOrderOf = (body: NewOrderBody, clientOrganizationId: number, statusId: number): NewOrder => ({
  clientOrganizationId,
  supplierOrganizationId: body.supplier_organization_id,
  salesPointId: body.sales_point_id,
  contractId: body.contract_id,
  dueDeliveryDatetime: body.due_delivery_datetime,
  comment: body.comment,
  lines: body.lines,
  statusId,
});

/**
 * Creates an order priced from the client's price list: the partnership must be active, the sales
 * point served, every good in the price list. Checkout rules of sending are the caller's.
 */
export async function createOrder(db: Queryable, request: FastifyRequest, input: NewOrder) {
  const client = input.clientOrganizationId;
  const supplier = input.supplierOrganizationId;
  const partnership = await activePartnership(db, client, supplier);
  const point = await servedSalesPoint(db, client, supplier, input.salesPointId);
  if (input.contractId) await checkContract(db, input.contractId, client, supplier);
  // A draft is checked for whole units when it is sent (send.ts), not while it is kept.
  const priced = await priceLines(db, client, supplier, input.lines, {
    wholeUnits: input.statusId !== statusId('draft'),
  });
  const [created] = await queryRows<{ id: unknown }>(
    db,
    sql`INSERT INTO orders (client_organization_id, supplier_organization_id, sales_point_id,
                            sales_point_name, sales_point_address, contract_id, status_id, comment,
                            due_delivery_datetime, created_by)
        VALUES (${client}, ${supplier}, ${input.salesPointId}, ${point.name},
                ${point.address}, ${input.contractId ?? null}, ${input.statusId}, ${input.comment ?? null},
                ${input.dueDeliveryDatetime ?? null}, ${currentUser(request).id})
        RETURNING id`,
  );
  const order = { id: Number(created.id), clientOrganizationId: client, supplierOrganizationId: supplier };
  await upsertClientLines(db, order, priced);
  await recomputeTotals(db, order.id);
  await appendHistory(db, request, order, null, input.statusId, null);
  await audit(db, request, {
    action: 'order_create',
    entity: 'order',
    entityId: order.id,
    organizationId: client,
    details: { supplier, lines: priced.length, status_id: input.statusId },
  });
  const side = request.url.startsWith('/v1/supplier/') ? 'supplier' : 'client';
  await orderEvent(db, request, side === 'supplier' ? 'order.sent' : 'order.created', order.id, side);
  return { order, partnership };
}
