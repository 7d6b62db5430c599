import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/**
 * Rows of a raw SQL template on either driver (node-postgres and PGlite both answer `{ rows }`).
 * Queries cast ids to float8, decimals to text and counts to int so both drivers agree on types.
 */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  const rows = Array.isArray(result) ? result : (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('unexpected query result shape');
  return rows as T[];
}

export async function queryOne<T>(db: Queryable, query: SQL): Promise<T | undefined> {
  return (await queryRows<T>(db, query))[0];
}

/** bigint columns arrive as strings from node-postgres and as numbers from PGlite. */
export const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Timestamps arrive as Date (both drivers) and leave as ISO strings. */
export const iso = (value: unknown) =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(String(value)).toISOString();

/**
 * The ORDER BY column of each sort field of a raw list over the table aliased `alias`: the field's
 * own name unless `renamed` names the column (`{ date: 'doc_date' }`). Both are code, never input.
 */
export function sortColumns<F extends string>(
  alias: string,
  fields: readonly F[],
  renamed: Partial<Record<F, string>> = {},
): Record<F, SQL> {
  return Object.fromEntries(
    fields.map((field) => [field, sql.raw(`${alias}.${renamed[field] ?? field}`)]),
  ) as Record<F, SQL>;
}

/**
 * A JS array bound as one SQL array parameter. Interpolated directly (`${values}`), drizzle spreads
 * an array into a parameter list (`($1, $2)`), which is no array and fails as a 500.
 */
export const sqlArray = (
  values: readonly (string | number)[],
  type: 'int' | 'smallint' | 'bigint' | 'text',
) => sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::${sql.raw(type)})`;
