import { sql } from 'drizzle-orm';
import {
  MAX_VIEWS_PER_LIST,
  type SavedView,
  type SavedViewCreateBody,
  type SavedViewList,
  type SavedViewState,
  type SavedViewUpdateBody,
} from '../../../contract/saved-views';
import type { Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import { iso, num, queryOne, queryRows } from '../../lib/sql';

interface ViewRow {
  id: unknown;
  list_key: SavedViewList;
  name: string;
  state: SavedViewState;
  is_default: boolean;
  updated_at: unknown;
}

const toView = (row: ViewRow): SavedView => ({
  id: num(row.id) as number,
  list_key: row.list_key,
  name: row.name,
  state: row.state,
  is_default: row.is_default,
  updated_at: iso(row.updated_at) as string,
});

const COLUMNS = sql`id::float8 AS id, list_key, name, state, is_default, updated_at`;

/** The caller's views of one list, the default first, then by name. */
export async function listViews(tx: Tx, userId: number, listKey: SavedViewList) {
  const rows = await queryRows<ViewRow>(
    tx,
    sql`SELECT ${COLUMNS} FROM saved_views WHERE user_id = ${userId} AND list_key = ${listKey}
        ORDER BY is_default DESC, lower(name), id`,
  );
  return rows.map(toView);
}

/** The caller's own view, locked; another user's is as absent as a deleted one. */
async function ownView(tx: Tx, userId: number, id: number) {
  const row = await queryOne<ViewRow>(
    tx,
    sql`SELECT ${COLUMNS} FROM saved_views WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`,
  );
  if (!row) throw notFound('Вид не найден');
  return row;
}

async function refuseTakenName(tx: Tx, userId: number, listKey: SavedViewList, name: string, except = 0) {
  const taken = await queryOne(
    tx,
    sql`SELECT 1 FROM saved_views WHERE user_id = ${userId} AND list_key = ${listKey}
        AND lower(name) = lower(${name}) AND id <> ${except}`,
  );
  if (taken) throw conflict(`Вид «${name}» уже есть: выберите другое название`);
}

/** Only one default per person and list: setting one clears the others. */
async function clearDefault(tx: Tx, userId: number, listKey: SavedViewList) {
  await tx.execute(
    sql`UPDATE saved_views SET is_default = false WHERE user_id = ${userId} AND list_key = ${listKey} AND is_default`,
  );
}

export async function createView(tx: Tx, userId: number, body: SavedViewCreateBody) {
  const count = await queryOne<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM saved_views WHERE user_id = ${userId} AND list_key = ${body.list_key}`,
  );
  if ((count?.n ?? 0) >= MAX_VIEWS_PER_LIST)
    throw badRequest(`Можно сохранить не больше ${MAX_VIEWS_PER_LIST} видов одного списка: удалите ненужный`);
  await refuseTakenName(tx, userId, body.list_key, body.name);
  if (body.is_default) await clearDefault(tx, userId, body.list_key);
  const row = await queryOne<ViewRow>(
    tx,
    sql`INSERT INTO saved_views (user_id, list_key, name, state, is_default)
        VALUES (${userId}, ${body.list_key}, ${body.name}, ${JSON.stringify(body.state)}::jsonb, ${body.is_default ?? false})
        RETURNING ${COLUMNS}`,
  );
  return toView(row as ViewRow);
}

export async function updateView(tx: Tx, userId: number, id: number, body: SavedViewUpdateBody) {
  const view = await ownView(tx, userId, id);
  if (body.name !== undefined) await refuseTakenName(tx, userId, view.list_key, body.name, id);
  if (body.is_default) await clearDefault(tx, userId, view.list_key);
  const row = await queryOne<ViewRow>(
    tx,
    sql`UPDATE saved_views SET
          name = coalesce(${body.name ?? null}, name),
          state = coalesce(${body.state ? JSON.stringify(body.state) : null}::jsonb, state),
          is_default = coalesce(${body.is_default ?? null}::boolean, is_default),
          updated_at = now()
        WHERE id = ${id} AND user_id = ${userId}
        RETURNING ${COLUMNS}`,
  );
  return toView(row as ViewRow);
}

export async function deleteView(tx: Tx, userId: number, id: number) {
  await ownView(tx, userId, id);
  await tx.execute(sql`DELETE FROM saved_views WHERE id = ${id} AND user_id = ${userId}`);
}
