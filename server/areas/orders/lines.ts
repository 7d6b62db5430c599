import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { PricedLine } from './checkout-rules';

export interface OrderParties {
  id: number;
  clientOrganizationId: number;
  supplierOrganizationId: number;
}

/**
 * Writes the client's lines (an existing good gets the new quantity, price and comment). What the
 * client orders is also kept as ordered_quantity/ordered_price. One statement for any number of lines.
 */
export async function upsertClientLines(db: Queryable, order: OrderParties, lines: PricedLine[]) {
  if (lines.length === 0) return;
  const payload = JSON.stringify(
    lines.map((l, position) => ({
      good_id: l.good_id,
      quantity: l.quantity,
      price: l.price,
      comment: l.comment ?? null,
      position,
    })),
  );
  await db.execute(sql`
    INSERT INTO order_lines (order_id, client_organization_id, supplier_organization_id, good_id, quantity, price,
                             comment, ordered_quantity, ordered_price, position)
    SELECT ${order.id}, ${order.clientOrganizationId}, ${order.supplierOrganizationId}, t.good_id, t.quantity, t.price,
           t.comment, t.quantity, t.price,
           coalesce((SELECT max(position) + 1 FROM order_lines WHERE order_id = ${order.id}), 0) + t.position
      FROM jsonb_to_recordset(${payload}::jsonb)
        AS t(good_id bigint, quantity numeric(14, 3), price numeric(14, 2), comment text, position integer)
    ON CONFLICT (order_id, good_id) DO UPDATE SET
      quantity = excluded.quantity, price = excluded.price, comment = excluded.comment,
      ordered_quantity = excluded.quantity, ordered_price = excluded.price, removed = false, updated_at = now()`);
}

/** Replaces a draft's lines with the given ones. */
export async function replaceClientLines(db: Queryable, order: OrderParties, lines: PricedLine[]) {
  const keep = JSON.stringify(lines.map((l) => l.good_id));
  await db.execute(sql`
    DELETE FROM order_lines WHERE order_id = ${order.id}
       AND good_id NOT IN (SELECT value::bigint FROM jsonb_array_elements_text(${keep}::jsonb))`);
  await upsertClientLines(db, order, lines);
}

/**
 * Sets an order's header columns in one UPDATE; an undefined value leaves its column alone. Keys are
 * column names written in code; a value may be an SQL expression (`sql\`now()\``).
 */
export async function setOrderColumns(db: Queryable, orderId: number, columns: Record<string, unknown>) {
  const sets = Object.entries(columns)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  if (sets.length > 0)
    await db.execute(sql`UPDATE orders SET ${sql.join(sets, sql`, `)} WHERE id = ${orderId}`);
}

/** Sets the totals from the lines in SQL and bumps the version: the only writer of the totals. */
export async function recomputeTotals(db: Queryable, orderId: number) {
  await db.execute(sql`
    UPDATE orders o
       SET total_lines_counter = t.lines, total_amount = t.amount, has_supplier_changes = t.changed,
           version = o.version + 1, updated_at = now()
      FROM (SELECT count(*) FILTER (WHERE NOT removed) AS lines,
                   coalesce(sum(amount) FILTER (WHERE NOT removed), 0) AS amount,
                   coalesce(bool_or(changed_by_supplier), false) AS changed
              FROM order_lines WHERE order_id = ${orderId}) t
     WHERE o.id = ${orderId}`);
}
