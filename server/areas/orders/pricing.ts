import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../lib/sql';
import { organizationToday } from '../../lib/time-zones';

/** The price list the supplier addresses to the client today: active, in force, newest first. */
export async function currentPriceListId(db: Queryable, clientId: number, supplierId: number) {
  // «Today» on the supplier's clock: the supplier's price lists take effect on its days.
  const today = await organizationToday(db, supplierId);
  const [row] = await queryRows<{ id: unknown }>(
    db,
    sql`SELECT id FROM price_lists
         WHERE client_organization_id = ${clientId} AND supplier_organization_id = ${supplierId}
           AND is_active AND valid_from <= ${today}::date AND (valid_to IS NULL OR valid_to >= ${today}::date)
         ORDER BY valid_from DESC, id DESC LIMIT 1`,
  );
  return row ? Number(row.id) : null;
}

/** good id → today's price (decimal string) for the goods that are in the price list. */
export async function currentPrices(db: Queryable, priceListId: number | null, goodIds: number[]) {
  const prices = new Map<number, string>();
  if (priceListId === null || goodIds.length === 0) return prices;
  const found = await queryRows<{ good_id: unknown; price: string }>(
    db,
    sql`SELECT good_id, price::text AS price FROM price_list_goods
         WHERE price_list_id = ${priceListId}
           AND good_id IN (SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(goodIds)}::jsonb))`,
  );
  for (const row of found) prices.set(Number(row.good_id), row.price);
  return prices;
}
