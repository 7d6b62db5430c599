import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SupplierOrderItem } from '../../../contract/orders';
import { CONSENT_RETURN_STATUSES } from '../../../contract/statuses';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { queryRows } from '../../lib/sql';
import type { LockedOrder } from './access';
import { formatRub } from './checkout-rules';
import { appendHistory } from './history';
import { currentPriceListId, currentPrices } from './pricing';
import { statusId, statusKey } from './state-machine';

/**
 * The client's consent to the supplier's changes (issue 19, docs/orders.md): a changed quantity or
 * price, an added or removed line waits for the client before the order goes on.
 */
const AWAITING = statusId('awaiting_client');

/** What the client last agreed to: the agreed values, or as ordered. */
export const AGREED_QUANTITY = sql`coalesce(l.agreed_quantity, l.ordered_quantity)`;
export const AGREED_PRICE = sql`coalesce(l.agreed_price, l.ordered_price)`;

/** The line differs from what the client agreed to (a line added and removed again does not). */
export const AWAITS_CONSENT = sql`(NOT (l.removed AND ${AGREED_QUANTITY} IS NULL)
  AND (l.removed <> l.agreed_removed OR (NOT l.removed AND (${AGREED_QUANTITY} IS DISTINCT FROM l.quantity
       OR ${AGREED_PRICE} IS DISTINCT FROM l.price))))`;

/**
 * 422 when the supplier asks more than the client's price list: the price of the good in today's
 * price list, or for a good that left it the price the client ordered at. A good never in either
 * (a line the supplier adds with its own price) waits for the client's consent like any change.
 */
export async function assertPricesWithinPriceList(
  db: Queryable,
  order: LockedOrder,
  items: SupplierOrderItem[],
) {
  const priced = items.map((item, index) => ({ item, index })).filter(({ item }) => item.price !== undefined);
  if (priced.length === 0) return;
  const ids = priced.map(({ item }) => item.good_id);
  const listId = await currentPriceListId(db, order.clientOrganizationId, order.supplierOrganizationId);
  const listed = await currentPrices(db, listId, ids);
  const ordered = new Map(
    (
      await queryRows<{ good_id: unknown; price: string | null }>(
        db,
        sql`SELECT good_id, ordered_price::text AS price FROM order_lines
             WHERE order_id = ${order.id} AND ordered_price IS NOT NULL`,
      )
    ).map((r) => [Number(r.good_id), r.price]),
  );
  const fields: Record<string, string> = {};
  for (const { item, index } of priced) {
    const cap = listed.get(item.good_id) ?? ordered.get(item.good_id);
    if (cap !== undefined && cap !== null && Number(item.price) > Number(cap)) {
      fields[`${index}.price`] = `Цена выше цены прайс-листа клиента (${formatRub(cap)})`;
    }
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError(
      422,
      'PRICE_ABOVE_PRICE_LIST',
      'Цена не может быть выше цены в прайс-листе клиента — заказ не изменён',
      fields,
    );
  }
}

async function pendingLines(db: Queryable, orderId: number) {
  const [row] = await queryRows<{ pending: unknown }>(
    db,
    sql`SELECT count(*) FILTER (WHERE ${AWAITS_CONSENT}) AS pending FROM order_lines l WHERE l.order_id = ${orderId}`,
  );
  return Number(row?.pending ?? 0);
}

async function setStatus(db: Queryable, orderId: number, target: number, returnTo: number | null) {
  await db.execute(sql`UPDATE orders SET status_id = ${target}, consent_return_status_id = ${returnTo},
                              version = version + 1, updated_at = now() WHERE id = ${orderId}`);
}

/**
 * After the supplier's line changes: an order whose lines now differ from what the client agreed
 * to waits for the client; one the supplier set back to exactly that goes on where it was.
 */
export async function requestConsentIfChanged(db: Queryable, request: FastifyRequest, order: LockedOrder) {
  const pending = await pendingLines(db, order.id);
  const key = statusKey(order.statusId);
  if (pending > 0 && CONSENT_RETURN_STATUSES.includes(key)) {
    await setStatus(db, order.id, AWAITING, order.statusId);
    await appendHistory(
      db,
      request,
      order,
      order.statusId,
      AWAITING,
      'Поставщик изменил позиции заказа — нужно согласие клиента',
    );
  } else if (pending === 0 && key === 'awaiting_client' && order.consentReturnStatusId !== null) {
    await setStatus(db, order.id, order.consentReturnStatusId, null);
    await appendHistory(
      db,
      request,
      order,
      AWAITING,
      order.consentReturnStatusId,
      'Поставщик вернул позиции к согласованным',
    );
  }
}

/** The client agreed: what the lines hold now is what the client agreed to. */
export async function recordConsent(db: Queryable, orderId: number) {
  await db.execute(sql`UPDATE order_lines SET agreed_quantity = quantity, agreed_price = price,
                              agreed_removed = removed WHERE order_id = ${orderId}`);
}
