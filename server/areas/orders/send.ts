import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { queryRows } from '../../lib/sql';
import type { LockedOrder } from './access';
import {
  activePartnership,
  checkDelivery,
  checkMinimum,
  priceLines,
  servedSalesPoint,
  withZoneTerms,
} from './checkout-rules';
import { recomputeTotals, replaceClientLines } from './lines';

/**
 * The checkout rules of sending a draft (draft → sent): an active partnership, a served sales
 * point, every good still in the price list (lines take today's prices, which become the ordered
 * ones), an allowed delivery day, time and cut-off, and at least the minimum amount.
 */
export async function prepareForSending(db: Queryable, order: LockedOrder) {
  const client = order.clientOrganizationId;
  const supplier = order.supplierOrganizationId;
  const partnership = await withZoneTerms(
    db,
    await activePartnership(db, client, supplier),
    client,
    supplier,
    order.salesPointId,
  );
  const point = await servedSalesPoint(db, client, supplier, order.salesPointId);
  checkDelivery(partnership, order.dueDeliveryDatetime, point.timeZone);
  const lines = await queryRows<{ good_id: unknown; quantity: string; comment: string | null }>(
    db,
    sql`SELECT good_id, quantity::text AS quantity, comment FROM order_lines
         WHERE order_id = ${order.id} AND NOT removed ORDER BY position, id`,
  );
  if (lines.length === 0) {
    throw new AppError(422, 'EMPTY_ORDER', 'В заказе нет ни одной позиции — добавьте товары');
  }
  const priced = await priceLines(
    db,
    client,
    supplier,
    lines.map((l) => ({ good_id: Number(l.good_id), quantity: l.quantity, comment: l.comment })),
  );
  await replaceClientLines(
    db,
    { id: order.id, clientOrganizationId: client, supplierOrganizationId: supplier },
    priced,
  );
  await recomputeTotals(db, order.id);
  await checkMinimum(db, order.id, partnership);
}
