import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SupplierOrderItem } from '../../../contract/orders';
import { SUPPLIER_EDITABLE_ORDER_STATUSES } from '../../../contract/statuses';
import type { Queryable } from '../../db/client';
import { AppError, conflict } from '../../errors';
import { audit } from '../../lib/audit';
import { queryRows } from '../../lib/sql';
import { fractionalWholeUnitLines, WHOLE_UNITS_FIELD } from '../../lib/whole-units';
import { orderEvent } from '../events/domain';
import type { LockedOrder } from './access';
import { assertPricesWithinPriceList, requestConsentIfChanged } from './consent';
import { appendHistory } from './history';
import { lineChangeNote } from './line-change-note';
import { recomputeTotals } from './lines';
import { currentPriceListId, currentPrices } from './pricing';
import { statusKey, statusLabel } from './state-machine';

const refused = (detail: string, fields: Record<string, string>) =>
  new AppError(422, 'VALIDATION_ERROR', detail, fields);

/**
 * The supplier's changes to lines while the order is sent/working/processing (or already awaits
 * the client): new quantities or prices (never above the client's price list), new lines (priced
 * from the client's price list unless a price is given) and removals. What the client ordered
 * stays in ordered_quantity/ordered_price; changed lines are flagged, and the order waits for the
 * client's consent (consent.ts).
 */
export async function applySupplierItems(
  db: Queryable,
  request: FastifyRequest,
  order: LockedOrder,
  items: SupplierOrderItem[],
) {
  if (!SUPPLIER_EDITABLE_ORDER_STATUSES.includes(statusKey(order.statusId))) {
    throw conflict(
      `Позиции заказа в статусе «${statusLabel(order.statusId)}» менять нельзя`,
      'ORDER_NOT_EDITABLE',
    );
  }
  const existing = new Set(
    (
      await queryRows<{ good_id: unknown }>(
        db,
        sql`SELECT good_id FROM order_lines WHERE order_id = ${order.id}`,
      )
    ).map((r) => Number(r.good_id)),
  );
  const updates = items.filter((i) => existing.has(i.good_id));
  const additions = items.filter((i) => !existing.has(i.good_id));
  const fields: Record<string, string> = {};
  items.forEach((item, index) => {
    if (!existing.has(item.good_id) && item.removed)
      fields[`${index}.good_id`] = 'Такой позиции нет в заказе';
    else if (!existing.has(item.good_id) && !item.quantity)
      fields[`${index}.quantity`] = 'Укажите количество новой позиции';
  });
  for (const index of await fractionalWholeUnitLines(db, items))
    fields[`${index}.quantity`] = WHOLE_UNITS_FIELD;
  const needPrice = additions.filter((i) => i.price === undefined).map((i) => i.good_id);
  const priceListId = needPrice.length
    ? await currentPriceListId(db, order.clientOrganizationId, order.supplierOrganizationId)
    : null;
  const prices = await currentPrices(db, priceListId, needPrice);
  items.forEach((item, index) => {
    if (
      !existing.has(item.good_id) &&
      item.price === undefined &&
      !prices.has(item.good_id) &&
      !fields[`${index}.good_id`]
    ) {
      fields[`${index}.price`] = 'Товара нет в прайс-листе клиента — укажите цену';
    }
  });
  if (Object.keys(fields).length > 0)
    throw refused('Проверьте позиции: некоторые изменения невозможны', fields);
  await assertPricesWithinPriceList(db, order, items);

  // What changed, in words, goes into «История» beside the status changes (same status twice).
  const note = await lineChangeNote(db, order.id, items);
  if (updates.length > 0) {
    const payload = JSON.stringify(
      updates.map((i) => ({
        good_id: i.good_id,
        quantity: i.quantity ?? null,
        price: i.price ?? null,
        comment: i.comment ?? null,
        set_comment: i.comment !== undefined,
        removed: i.removed ?? null,
      })),
    );
    await db.execute(sql`
      UPDATE order_lines l SET
        quantity = coalesce(t.quantity, l.quantity),
        price = coalesce(t.price, l.price),
        comment = CASE WHEN t.set_comment THEN t.comment ELSE l.comment END,
        removed = coalesce(t.removed, l.removed),
        changed_by_supplier = l.ordered_quantity IS NULL OR coalesce(t.removed, l.removed)
          OR coalesce(t.quantity, l.quantity) <> l.ordered_quantity OR coalesce(t.price, l.price) <> l.ordered_price,
        updated_at = now()
      FROM jsonb_to_recordset(${payload}::jsonb) AS t(good_id bigint, quantity numeric(14, 3), price numeric(14, 2),
                                                      comment text, set_comment boolean, removed boolean)
      WHERE l.order_id = ${order.id} AND l.good_id = t.good_id`);
  }
  if (additions.length > 0) {
    const payload = JSON.stringify(
      additions.map((i, position) => ({
        good_id: i.good_id,
        quantity: i.quantity,
        price: i.price ?? prices.get(i.good_id),
        comment: i.comment ?? null,
        position,
      })),
    );
    await db.execute(sql`
      INSERT INTO order_lines (order_id, client_organization_id, supplier_organization_id, good_id, quantity, price,
                               comment, changed_by_supplier, position)
      SELECT ${order.id}, ${order.clientOrganizationId}, ${order.supplierOrganizationId}, t.good_id, t.quantity,
             t.price, t.comment, true,
             coalesce((SELECT max(position) + 1 FROM order_lines WHERE order_id = ${order.id}), 0) + t.position
        FROM jsonb_to_recordset(${payload}::jsonb)
          AS t(good_id bigint, quantity numeric(14, 3), price numeric(14, 2), comment text, position integer)`);
  }
  await recomputeTotals(db, order.id);
  if (note) await appendHistory(db, request, order, order.statusId, order.statusId, note);
  await requestConsentIfChanged(db, request, order);
  await audit(db, request, {
    action: 'order_lines_supplier',
    entity: 'order',
    entityId: order.id,
    organizationId: order.supplierOrganizationId,
    details: { items },
  });
  await orderEvent(db, request, 'order.lines_changed', order.id, 'supplier');
}
