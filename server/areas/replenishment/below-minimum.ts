import { sql } from 'drizzle-orm';
import { DEFAULT_WINDOW_DAYS } from '../../../contract/replenishment';
import type { Queryable } from '../../db/client';
import { queryOne } from '../../lib/sql';
import { idSet, needsQuery } from './needs';

/** How many goods of the organizations' sales points are at or below their minimum (start page). */
export async function belowMinimumCount(db: Queryable, organizationIds: number[]) {
  const row = await queryOne<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM (${needsQuery(idSet(organizationIds), null, DEFAULT_WINDOW_DAYS)}) n`,
  );
  return row?.count ?? 0;
}
