import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../lib/sql';
import { currentPriceListId } from '../orders/pricing';

/**
 * The price list each supplier addresses to the client today, chosen by checkout's own rule
 * (`currentPriceListId`): supplier id → price list id, for the suppliers that have one.
 */
export async function currentPriceLists(db: Queryable, clientId: number): Promise<Map<number, number>> {
  const suppliers = await queryRows<{ id: number }>(
    db,
    sql`SELECT DISTINCT supplier_organization_id::float8 AS id FROM price_lists
         WHERE client_organization_id = ${clientId} AND is_active`,
  );
  const lists = new Map<number, number>();
  for (const { id } of suppliers) {
    const list = await currentPriceListId(db, clientId, Number(id));
    if (list !== null) lists.set(Number(id), list);
  }
  return lists;
}

/** The price lists as a SQL set of ids (an empty set when there is none). */
export const priceListIds = (lists: Map<number, number>) =>
  sql`SELECT value::bigint AS id FROM jsonb_array_elements_text(${JSON.stringify([...lists.values()])}::jsonb)`;
