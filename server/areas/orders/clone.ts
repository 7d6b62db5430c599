import { sql } from 'drizzle-orm';
import type { OrderClone } from '../../../contract/orders';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../lib/sql';
import type { LockedOrder } from './access';
import { currentPriceListId, currentPrices } from './pricing';

/**
 * «Повторить заказ»: what the client ordered — the ordered quantities, also of lines the supplier
 * later cut or removed, without lines only the supplier added — at today's prices, flagging changed
 * prices and goods that left the price list. Nothing is written: the catalog shows it for review.
 */
export async function cloneProposal(db: Queryable, order: LockedOrder): Promise<OrderClone> {
  const [head] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT o.number, o.sales_point_id, o.contract_id, o.comment, s.name AS supplier_name
          FROM orders o JOIN organizations s ON s.id = o.supplier_organization_id WHERE o.id = ${order.id}`,
  );
  const lines = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT l.good_id, g.name AS good_name, m.name AS measure_name,
               coalesce(l.ordered_quantity, l.quantity)::text AS quantity, l.comment,
               coalesce(l.ordered_price, l.price)::text AS price
          FROM order_lines l JOIN goods g ON g.id = l.good_id JOIN measures m ON m.id = g.measure_id
         WHERE l.order_id = ${order.id}
           AND (l.ordered_quantity IS NOT NULL OR (NOT l.removed AND NOT l.changed_by_supplier))
         ORDER BY l.position, l.id`,
  );
  const priceListId = await currentPriceListId(db, order.clientOrganizationId, order.supplierOrganizationId);
  const prices = await currentPrices(
    db,
    priceListId,
    lines.map((l) => Number(l.good_id)),
  );
  return {
    source_order_id: order.id,
    source_order_number: head.number === null ? null : Number(head.number),
    supplier_organization_id: order.supplierOrganizationId,
    supplier_organization_name: String(head.supplier_name),
    sales_point_id: Number(head.sales_point_id),
    contract_id: head.contract_id === null ? null : Number(head.contract_id),
    comment: (head.comment as string | null) ?? null,
    lines: lines.map((l) => {
      const now = prices.get(Number(l.good_id)) ?? null;
      return {
        good_id: Number(l.good_id),
        good_name: String(l.good_name),
        measure_name: String(l.measure_name),
        quantity: String(l.quantity),
        comment: (l.comment as string | null) ?? null,
        old_price: String(l.price),
        price: now,
        price_changed: now !== null && now !== String(l.price),
        unavailable: now === null,
      };
    }),
  };
}
