import { eq } from 'drizzle-orm';
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
