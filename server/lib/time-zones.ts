import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, todayIn } from '../../contract/time-zones';
import type { Queryable } from '../db/client';
import { organizations } from '../db/schema';

/** The organization's clock (IANA name); Moscow for an unknown id. */
export async function organizationTimeZone(db: Queryable, organizationId: number) {
  const [row] = await db
    .select({ zone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.zone ?? DEFAULT_TIME_ZONE;
}

/** Today's date (YYYY-MM-DD) on the organization's clock. */
export const organizationToday = async (db: Queryable, organizationId: number, now = new Date()) =>
  todayIn(await organizationTimeZone(db, organizationId), now);

/**
 * The clock of an order's sales point, as SQL over `orders o JOIN organizations c` (the client): the
 * supplier may not read the client's sales point row, so its zone comes through the definer function;
 * the client's own zone when the point is no longer served.
 */
export const orderTimeZoneSql = sql`COALESCE((SELECT z.time_zone
    FROM order_sales_point_of(o.client_organization_id, o.supplier_organization_id, o.sales_point_id) z), c.time_zone)`;
