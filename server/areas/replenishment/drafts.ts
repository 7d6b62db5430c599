import type { FastifyRequest } from 'fastify';
import type { ReplenishmentDraftsBody } from '../../../contract/replenishment';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../errors';
import { activePartnership, servedSalesPoint } from '../orders/checkout-rules';
import { DRAFT } from '../orders/client-draft';
import { createOrder, newOrderOf } from '../orders/create';
import { nextDeliveryAt } from './next-delivery';
import { NO_DELIVERY } from './suggestions';

/**
 * One draft order per group of the (adjusted) suggestion, made by the cart's own `createOrder`, so
 * the drafts are kept, priced and sent like any other. A group without a delivery time takes the
 * earliest one checkout accepts. Any refusal refuses every group: nothing half-made is left.
 */
export async function createDrafts(
  db: Queryable,
  request: FastifyRequest,
  clientId: number,
  body: ReplenishmentDraftsBody,
) {
  const created = [];
  for (const group of body.groups) {
    const supplier = group.supplier_organization_id;
    let due = group.due_delivery_datetime ?? null;
    if (due === null) {
      const partnership = await activePartnership(db, clientId, supplier);
      const point = await servedSalesPoint(db, clientId, supplier, group.sales_point_id);
      due = nextDeliveryAt(partnership, point.timeZone);
      if (due === null) throw badRequest(`«${partnership.supplier_name}»: ${NO_DELIVERY}`);
    }
    const { order } = await createOrder(
      db,
      request,
      newOrderOf(
        { ...group, supplier_organization_id: supplier, due_delivery_datetime: due },
        clientId,
        DRAFT,
      ),
    );
    created.push({ id: order.id, supplier_organization_id: supplier, sales_point_id: group.sales_point_id });
  }
  return created;
}
