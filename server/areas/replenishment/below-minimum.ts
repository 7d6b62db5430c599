import { sql } from 'drizzle-orm';
import { DEFAULT_WINDOW_DAYS } from '../../../contract/replenishment';
import type { Queryable } from '../../db/client';
import { queryOne } from '../../lib/sql';
import { idSet, needsQuery } from './needs';

/** SELECT of `n`: how many goods of the organizations' sales points are at or below their minimum. */
export const belowMinimumQuery = (organizationIds: number[]) =>
  sql`SELECT count(*)::int AS n FROM (${needsQuery(idSet(organizationIds), null, DEFAULT_WINDOW_DAYS)}) below`;

/** The same count, for the replenishment screen's own call. */
export async function belowMinimumCount(db: Queryable, organizationIds: number[]) {
  const row = await queryOne<{ n: number }>(db, belowMinimumQuery(organizationIds));
  return row?.n ?? 0;
}
