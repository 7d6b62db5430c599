import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/** Rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
export async function rows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** bigint columns arrive as strings from node-postgres and as numbers from PGlite. */
export const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
export const iso = (value: unknown) =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(String(value)).toISOString();
