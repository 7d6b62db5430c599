import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { queryOne, queryRows } from './sql';

export interface ListPageQuery {
  limit: number;
  offset: number;
  /** Checked by the contract's `listQuery` enum, so safe to name as a column. */
  order_field?: string;
  order_by: 'asc' | 'desc';
}

/**
 * One page of a list and the total it is cut from: `SELECT columns FROM from WHERE where`, ordered
 * by the query's sort field (or `defaultOrder`) and then by id, so equal values page stably.
 */
export async function listPage<T>(
  db: Queryable,
  list: { columns: SQL; from: SQL; where: SQL; defaultOrder: string },
  q: ListPageQuery,
): Promise<{ items: T[]; total: number }> {
  const field = sql.identifier(q.order_field ?? list.defaultOrder);
  const order = sql`${field} ${sql.raw(q.order_by === 'desc' ? 'DESC' : 'ASC')}, id`;
  const items = await queryRows<T>(
    db,
    sql`SELECT ${list.columns} FROM ${list.from} WHERE ${list.where}
        ORDER BY ${order} LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  const count = await queryOne<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM ${list.from} WHERE ${list.where}`,
  );
  return { items, total: count?.total ?? 0 };
}
