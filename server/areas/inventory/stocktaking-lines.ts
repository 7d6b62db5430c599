import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { STOCKTAKING_STATUSES } from '../../../contract/statuses';
import type {
  FactBulkUpdate,
  FactConflict,
  LinesBulkCreate,
  StocktakingLine,
} from '../../../contract/stocktaking';
import type { Queryable } from '../../db/client';
import { AppError, badRequest, conflict } from '../../errors';
import { queryOne, queryRows } from '../../lib/sql';
import { bookQuantitiesQuery } from './stock';
import {
  bookHidden,
  bumpVersion,
  loadStocktaking,
  presentTotals,
  type StocktakingRow,
} from './stocktaking-docs';
import { lineColumns } from './stocktaking-sql';

/** Lines are added and counted only while the document is a draft or being counted. */
const EDITABLE = new Set([STOCKTAKING_STATUSES.byKey.draft.id, STOCKTAKING_STATUSES.byKey.counting.id]);

function assertEditable(doc: StocktakingRow) {
  if (!EDITABLE.has(doc.status_id)) {
    const label = STOCKTAKING_STATUSES.byId.get(doc.status_id)?.label ?? '';
    throw conflict(
      `Строки можно менять только в черновике или во время подсчёта (сейчас «${label}»)`,
      'DOC_LOCKED',
    );
  }
}

const listOfIds = (ids: number[]) => sql`${JSON.stringify(ids)}::jsonb`;
const tooMany = (ids: number[]) => (ids.length > 20 ? `${ids.slice(0, 20).join(', ')}…` : ids.join(', '));

export async function listLines(
  db: Queryable,
  request: FastifyRequest,
  docId: number,
  page: { limit: number; offset: number; order_field?: string; order_by: 'asc' | 'desc' },
) {
  const doc = await loadStocktaking(db, request, docId, 'stocktaking_docs_client_r');
  const hidden = bookHidden(request, doc);
  const direction = page.order_by === 'desc' ? sql`DESC` : sql`ASC`;
  // The lines carry what they show, and the name order (the screen's) is an index of the
  // document's lines: a page reads its own rows only. The id order sorts the document's lines.
  const order = page.order_field === 'id' ? sql`li.id ${direction}` : sql`li.good_name ${direction}, li.id`;
  const rows = await queryRows<StocktakingLine>(
    db,
    sql`SELECT ${lineColumns(doc)}
          FROM stocktaking_doc_line_items li JOIN measures m ON m.id = li.good_measure_id
         WHERE li.doc_id = ${doc.id}
         ORDER BY ${order}
         LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const items = rows.map((line) =>
    hidden
      ? {
          ...line,
          book_quantity: null,
          current_quantity: null,
          variance_quantity: null,
          variance_amount: null,
        }
      : line,
  );
  return { items, total: doc.lines_count, version: doc.version };
}

/** Goods a document may hold: the organization's own, plus goods it received (they have a book quantity). */
function allowedGoods(doc: StocktakingRow) {
  return sql`(SELECT id AS good_id FROM goods WHERE organization_id = ${doc.organization_id}
              UNION SELECT good_id FROM (${bookQuantitiesQuery(doc.organization_id, doc.sales_point_id)}) b)`;
}

export async function bulkCreateLines(
  db: Queryable,
  request: FastifyRequest,
  docId: number,
  body: LinesBulkCreate,
) {
  // New lines copy the stock balances of the sales point: its lock comes before the document's, as
  // every balance change takes them (migration 0019).
  const unlocked = await loadStocktaking(db, request, docId, 'stocktaking_docs_client_u');
  assertEditable(unlocked);
  await db.execute(sql`SELECT app_stock_lock(ARRAY[${unlocked.sales_point_id}]::bigint[])`);
  const doc = await loadStocktaking(db, request, docId, 'stocktaking_docs_client_u', true);
  assertEditable(doc);
  let source: ReturnType<typeof sql>;
  let requested: number;
  if (body.good_ids?.length) {
    const ids = [...new Set(body.good_ids)];
    const unknown = await queryRows<{ id: number }>(
      db,
      sql`SELECT r.value::float8 AS id FROM jsonb_array_elements_text(${listOfIds(ids)}) r
           WHERE r.value::bigint NOT IN (SELECT good_id FROM ${allowedGoods(doc)} a)`,
    );
    if (unknown.length > 0) {
      const list = unknown.map((u) => u.id);
      throw badRequest(`Товары не найдены в организации: ${tooMany(list)}`, {
        good_ids: 'Неизвестные товары',
      });
    }
    source = sql`SELECT r.value::bigint AS good_id FROM jsonb_array_elements_text(${listOfIds(ids)}) r`;
    requested = ids.length;
  } else if (body.category_id) {
    const category = await queryOne<{ id: number }>(
      db,
      sql`SELECT id FROM good_categories WHERE id = ${body.category_id} AND organization_id = ${doc.organization_id}`,
    );
    if (!category) throw badRequest('Категория не найдена', { category_id: 'Категория не найдена' });
    source = sql`WITH RECURSIVE tree AS (
                   SELECT id FROM good_categories WHERE id = ${body.category_id}
                   UNION ALL
                   SELECT c.id FROM good_categories c JOIN tree t ON c.parent_id = t.id
                    WHERE c.organization_id = ${doc.organization_id})
                 SELECT g.id AS good_id FROM goods g
                  WHERE g.organization_id = ${doc.organization_id} AND g.category_id IN (SELECT id FROM tree)`;
    requested = -1;
  } else {
    source = sql`SELECT good_id FROM ${allowedGoods(doc)} a`;
    requested = -1;
  }
  // A line added while counting freezes its book quantity at once, like the others did at the start.
  const frozen = doc.status_id === STOCKTAKING_STATUSES.byKey.counting.id;
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO stocktaking_doc_line_items (organization_id, doc_id, good_id, good_name, good_code,
          good_barcodes, good_measure_id, good_category_id, good_base_price, stock_quantity, book_quantity)
        SELECT ${doc.organization_id}, ${doc.id}, g.id, g.name, g.code, g.barcodes, g.measure_id, g.category_id,
               g.base_price, b.quantity, ${frozen ? sql`coalesce(b.quantity, 0)` : sql`NULL`}
          FROM (${source}) s JOIN goods g ON g.id = s.good_id
          LEFT JOIN stock_balances b ON b.sales_point_id = ${doc.sales_point_id} AND b.good_id = g.id
        ON CONFLICT (doc_id, good_id) DO NOTHING RETURNING id::float8 AS id`,
  );
  let version = doc.version;
  if (inserted.length > 0) {
    // The line count is kept on the document; the limit holds after this insert or nothing is added.
    const bumped = await bumpVersion(db, doc.id);
    if (bumped.lines_count > 10_000) {
      throw new AppError(422, 'TOO_MANY_LINES', 'В инвентаризации может быть не больше 10 000 строк');
    }
    version = bumped.version;
  }
  const skipped = requested < 0 ? 0 : requested - inserted.length;
  return { added: inserted.length, skipped, version };
}

export async function bulkUpdateFacts(
  db: Queryable,
  request: FastifyRequest,
  docId: number,
  body: FactBulkUpdate,
) {
  const doc = await loadStocktaking(db, request, docId, 'stocktaking_docs_client_u', true);
  assertEditable(doc);
  if (body.version !== undefined && doc.version !== body.version) {
    throw conflict(
      'Документ уже изменён в другом окне или другим пользователем. Обновите страницу — введённые данные сохранятся в черновике.',
      'STALE_VERSION',
    );
  }
  const ids = body.items.map((i) => i.item_id);
  if (new Set(ids).size !== ids.length) {
    throw badRequest('Одна и та же строка указана несколько раз', { items: 'Повторяющиеся строки' });
  }
  // Each fact is saved or refused on its own: a fractional count of a piece good is refused by the
  // good's name and the other facts of the request are saved. An id that is not a line of this
  // document is a caller's mistake (a line deleted meanwhile changed the version): nothing is saved.
  const problems = await queryRows<{ item_id: number; good_name: string | null }>(
    db,
    sql`SELECT x.item_id::float8 AS item_id, li.good_name
          FROM jsonb_to_recordset(${factsPayload(body.items)}::jsonb) AS x(item_id bigint, fact_quantity numeric)
          LEFT JOIN stocktaking_doc_line_items li ON li.id = x.item_id AND li.doc_id = ${doc.id}
          LEFT JOIN measures m ON m.id = li.good_measure_id
         WHERE li.id IS NULL OR (NOT m.is_fractional AND x.fact_quantity <> trunc(x.fact_quantity))`,
  );
  const missing = problems.filter((p) => p.good_name === null).map((p) => p.item_id);
  if (missing.length > 0) {
    throw badRequest(`Строки не найдены в этой инвентаризации: ${tooMany(missing)}`, {
      items: 'Неизвестные строки',
    });
  }
  const refused = problems.map((p) => ({
    item_id: p.item_id,
    good_name: p.good_name as string,
    detail: `«${p.good_name}» — штучный товар: количество должно быть целым`,
  }));
  const refusedIds = new Set(refused.map((r) => r.item_id));
  const conflicts = await factConflicts(
    db,
    doc.id,
    body.items.filter((i) => !refusedIds.has(i.item_id)),
  );
  const conflictIds = new Set(conflicts.map((c) => c.item_id));
  const accepted = body.items.filter((i) => !refusedIds.has(i.item_id) && !conflictIds.has(i.item_id));
  if (accepted.length === 0) {
    return {
      updated: 0,
      version: doc.version,
      totals: presentTotals(bookHidden(request, doc), doc),
      refused,
      conflicts,
    };
  }
  const updated = await queryRows<{ id: number }>(
    db,
    sql`UPDATE stocktaking_doc_line_items li SET fact_quantity = x.fact_quantity, updated_at = now()
          FROM jsonb_to_recordset(${factsPayload(accepted)}::jsonb) AS x(item_id bigint, fact_quantity numeric)
         WHERE li.id = x.item_id AND li.doc_id = ${doc.id}
        RETURNING li.id::float8 AS id`,
  );
  // The line triggers have updated the document's totals for these lines only.
  const { version, ...totals } = await bumpVersion(db, doc.id);
  return {
    updated: updated.length,
    version,
    totals: presentTotals(bookHidden(request, doc), totals),
    refused,
    conflicts,
  };
}

/**
 * The facts carrying a base that another device has changed since: the line's fact is neither the
 * base this device saw nor the value it sends (a repeated send of a saved fact is no conflict).
 * The document row is locked first, so two devices saving the same line at once give one save and
 * one conflict.
 */
async function factConflicts(db: Queryable, docId: number, items: FactBulkUpdate['items']) {
  const based = items.filter((i) => i.base_fact_quantity !== undefined);
  if (based.length === 0) return [];
  const payload = JSON.stringify(
    based.map((i) => ({ item_id: i.item_id, fact_quantity: i.fact_quantity, base: i.base_fact_quantity })),
  );
  return queryRows<FactConflict>(
    db,
    sql`SELECT li.id::float8 AS item_id, li.good_name,
               x.fact_quantity::text AS fact_quantity, li.fact_quantity::text AS server_fact_quantity
          FROM jsonb_to_recordset(${payload}::jsonb) AS x(item_id bigint, fact_quantity numeric, base numeric)
          JOIN stocktaking_doc_line_items li ON li.id = x.item_id AND li.doc_id = ${docId}
         WHERE li.fact_quantity IS DISTINCT FROM x.base AND li.fact_quantity IS DISTINCT FROM x.fact_quantity
         ORDER BY li.id`,
  );
}

const factsPayload = (items: FactBulkUpdate['items']) =>
  JSON.stringify(items.map((i) => ({ item_id: i.item_id, fact_quantity: i.fact_quantity })));

export async function deleteLines(db: Queryable, request: FastifyRequest, docId: number, itemIds: number[]) {
  const doc = await loadStocktaking(db, request, docId, 'stocktaking_docs_client_u', true);
  assertEditable(doc);
  const ids = [...new Set(itemIds)];
  const deleted = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM stocktaking_doc_line_items
         WHERE doc_id = ${doc.id} AND id IN (SELECT value::bigint FROM jsonb_array_elements_text(${listOfIds(ids)}))
        RETURNING id::float8 AS id`,
  );
  if (deleted.length !== ids.length) {
    const found = new Set(deleted.map((d) => d.id));
    throw badRequest(
      `Строки не найдены в этой инвентаризации: ${tooMany(ids.filter((i) => !found.has(i)))}`,
      {
        item_ids: 'Неизвестные строки',
      },
    );
  }
  return { deleted: deleted.length, version: (await bumpVersion(db, doc.id)).version };
}
