import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { STOCKTAKING_STATUSES } from '../../contract/statuses';
import type { FactBulkUpdate, LinesBulkCreate, StocktakingLine } from '../../contract/stocktaking';
import type { Queryable } from '../db/client';
import { AppError, badRequest, conflict } from '../errors';
import { bookQuantitiesQuery, ordersTablesExist } from './stock';
import { queryOne, queryRows } from './stock-sql';
import {
  bookHidden,
  bumpVersion,
  loadStocktaking,
  presentTotals,
  type StocktakingRow,
  totalsOf,
} from './stocktaking-docs';
import { stocktakingLinesCte } from './stocktaking-sql';

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
  const orders = await ordersTablesExist(db);
  const direction = page.order_by === 'desc' ? sql`DESC` : sql`ASC`;
  const orderBy = page.order_field === 'id' ? sql`v.id ${direction}` : sql`v.good_name ${direction}, v.id`;
  // The page is picked first (the order does not depend on the stock), then the stock rule runs
  // for the page's goods only: a page of 100 lines of a 10 000-line document stays cheap.
  const pageOrder = page.order_field === 'id' ? sql`li.id ${direction}` : sql`g.name ${direction}, li.id`;
  const pageIds = sql`SELECT li.id FROM stocktaking_doc_line_items li JOIN goods g ON g.id = li.good_id
                       WHERE li.doc_id = ${doc.id} ORDER BY ${pageOrder}
                       LIMIT ${page.limit} OFFSET ${page.offset}`;
  const rows = await queryRows<StocktakingLine>(
    db,
    sql`WITH page AS MATERIALIZED (
          SELECT p.id, p.good_id FROM stocktaking_doc_line_items p WHERE p.id IN (${pageIds})
        ), ${stocktakingLinesCte(
          doc.organization_id,
          orders,
          sql`d.id = ${doc.id} AND li.id IN (SELECT id FROM page)`,
          doc.sales_point_id,
          sql`SELECT good_id FROM page`,
        )}
        SELECT v.id::float8 AS id, v.good_id::float8 AS good_id, v.good_name, v.good_code,
               v.barcodes, m.name AS measure, v.category_id::float8 AS category_id,
               v.book::text AS book_quantity, v.fact::text AS fact_quantity,
               v.variance::text AS variance_quantity, v.price::text AS price,
               v.variance_amount::numeric(14, 2)::text AS variance_amount
          FROM variances v JOIN measures m ON m.id = v.measure_id
         ORDER BY ${orderBy}`,
  );
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM stocktaking_doc_line_items WHERE doc_id = ${doc.id}`,
  );
  const items = rows.map((line) =>
    hidden ? { ...line, book_quantity: null, variance_quantity: null, variance_amount: null } : line,
  );
  return { items, total, version: doc.version };
}

/** Goods a document may hold: the organization's own, plus goods it received (they have a book quantity). */
function allowedGoods(doc: StocktakingRow, withOrders: boolean) {
  return sql`(SELECT id AS good_id FROM goods WHERE organization_id = ${doc.organization_id}
              UNION SELECT good_id FROM (${bookQuantitiesQuery(doc.organization_id, doc.sales_point_id, withOrders)}) b)`;
}

export async function bulkCreateLines(
  db: Queryable,
  request: FastifyRequest,
  docId: number,
  body: LinesBulkCreate,
) {
  const doc = await loadStocktaking(db, request, docId, 'stocktaking_docs_client_u', true);
  assertEditable(doc);
  const orders = await ordersTablesExist(db);
  let source: ReturnType<typeof sql>;
  let requested: number;
  if (body.good_ids?.length) {
    const ids = [...new Set(body.good_ids)];
    const unknown = await queryRows<{ id: number }>(
      db,
      sql`SELECT r.value::float8 AS id FROM jsonb_array_elements_text(${listOfIds(ids)}) r
           WHERE r.value::bigint NOT IN (SELECT good_id FROM ${allowedGoods(doc, orders)} a)`,
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
    source = sql`SELECT good_id FROM ${allowedGoods(doc, orders)} a`;
    requested = -1;
  }
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO stocktaking_doc_line_items (organization_id, doc_id, good_id)
        SELECT ${doc.organization_id}, ${doc.id}, s.good_id FROM (${source}) s
        ON CONFLICT (doc_id, good_id) DO NOTHING RETURNING id::float8 AS id`,
  );
  const count = await queryOne<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM stocktaking_doc_line_items WHERE doc_id = ${doc.id}`,
  );
  if ((count?.n ?? 0) > 10_000) {
    throw new AppError(422, 'TOO_MANY_LINES', 'В инвентаризации может быть не больше 10 000 строк');
  }
  const version = inserted.length > 0 ? await bumpVersion(db, doc.id) : doc.version;
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
  if (doc.version !== body.version) {
    throw conflict(
      'Документ уже изменён в другом окне или другим пользователем. Обновите страницу — введённые данные сохранятся в черновике.',
      'STALE_VERSION',
    );
  }
  const ids = body.items.map((i) => i.item_id);
  if (new Set(ids).size !== ids.length) {
    throw badRequest('Одна и та же строка указана несколько раз', { items: 'Повторяющиеся строки' });
  }
  const payload = JSON.stringify(
    body.items.map((i) => ({ item_id: i.item_id, fact_quantity: i.fact_quantity })),
  );
  const problems = await queryRows<{ item_id: number; reason: string }>(
    db,
    sql`SELECT x.item_id::float8 AS item_id,
               CASE WHEN li.id IS NULL THEN 'missing' ELSE 'fraction' END AS reason
          FROM jsonb_to_recordset(${payload}::jsonb) AS x(item_id bigint, fact_quantity numeric)
          LEFT JOIN stocktaking_doc_line_items li ON li.id = x.item_id AND li.doc_id = ${doc.id}
          LEFT JOIN goods g ON g.id = li.good_id
          LEFT JOIN measures m ON m.id = g.measure_id
         WHERE li.id IS NULL OR (NOT m.is_fractional AND x.fact_quantity <> trunc(x.fact_quantity))
         LIMIT 50`,
  );
  if (problems.length > 0) {
    const missing = problems.filter((p) => p.reason === 'missing').map((p) => p.item_id);
    if (missing.length > 0) {
      throw badRequest(`Строки не найдены в этой инвентаризации: ${tooMany(missing)}`, {
        items: 'Неизвестные строки',
      });
    }
    throw badRequest(
      `Для штучных товаров количество должно быть целым (строки ${tooMany(problems.map((p) => p.item_id))})`,
      { items: 'Дробное количество штучного товара' },
    );
  }
  const updated = await queryRows<{ id: number }>(
    db,
    sql`UPDATE stocktaking_doc_line_items li SET fact_quantity = x.fact_quantity, updated_at = now()
          FROM jsonb_to_recordset(${payload}::jsonb) AS x(item_id bigint, fact_quantity numeric)
         WHERE li.id = x.item_id AND li.doc_id = ${doc.id}
        RETURNING li.id::float8 AS id`,
  );
  const version = await bumpVersion(db, doc.id);
  const totals = (await totalsOf(db, doc.organization_id, [doc.id])).get(doc.id);
  return { updated: updated.length, version, totals: presentTotals(bookHidden(request, doc), totals) };
}

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
  return { deleted: deleted.length, version: await bumpVersion(db, doc.id) };
}
