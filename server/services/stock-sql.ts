import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/**
 * Runs a raw SQL template and returns its rows (node-postgres and PGlite both answer `{ rows }`).
 * Queries cast ids to float8, decimals to text and counts to int so both drivers agree on types.
 */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('unexpected query result shape');
  return rows as T[];
}

export async function queryOne<T>(db: Queryable, query: SQL): Promise<T | undefined> {
  return (await queryRows<T>(db, query))[0];
}

/** Timestamps arrive as Date (both drivers) and leave as ISO strings. */
export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
