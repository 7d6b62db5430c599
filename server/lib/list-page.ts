import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { queryOne, queryRows } from './sql';

export interface ListPageQuery {
  limit: number;
  offset: number;
  /** Checked by the contract's `listQuery` enum against the same names as `sort`. */
  order_field?: string;
  order_by: 'asc' | 'desc';
}

export interface ListPage {
  /** The SELECT list; ids cast `::float8`, decimals `::text` (both drivers agree). */
  columns: SQL;
  from: SQL;
  where: SQL;
  /**
   * The ORDER BY expression of each sort field: the real column (`t.min_order_amount`), never a
   * SELECT alias — an alias of a `::text` cast sorts «7500» above «10000».
   */
  sort: Record<string, SQL>;
  /** The sort field used when the query names none. */
  defaultSort: string;
  /** Orders equal values stably (default `id`). */
  tiebreak?: SQL;
}

/**
 * One page of a list and the total it is cut from: `SELECT columns FROM from WHERE where`, ordered
 * by the query's sort field (or `defaultSort`) and then by id, so equal values page stably. The one
 * paging helper for raw-SQL lists (docs/decisions.md, «One way to reach the database»).
 */
export async function listPage<T>(db: Queryable, list: ListPage, q: ListPageQuery) {
  const name = q.order_field ?? list.defaultSort;
  const column = list.sort[name];
  if (!column) throw new Error(`listPage: no sort column for «${name}»`);
  const direction = sql.raw(q.order_by === 'desc' ? 'DESC' : 'ASC');
  const items = await queryRows<T>(
    db,
    sql`SELECT ${list.columns} FROM ${list.from} WHERE ${list.where}
        ORDER BY ${column} ${direction}, ${list.tiebreak ?? sql.raw('id')} LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  const count = await queryOne<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM ${list.from} WHERE ${list.where}`,
  );
  return { items, total: count?.total ?? 0 };
}
