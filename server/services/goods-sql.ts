import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/**
 * Rows of a raw SQL template; node-postgres and PGlite both answer `{ rows }`.
 * Queries cast ids and counts to int/float8 so both drivers return numbers.
 */
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('unexpected query result shape');
  return rows as T[];
}
