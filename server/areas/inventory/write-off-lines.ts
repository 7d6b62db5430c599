import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { WriteOffLine, WriteOffLineInput } from '../../../contract/write-off';
import type { Queryable } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import { queryOne, queryRows } from '../../lib/sql';
import { bookQuantitiesQuery, ordersTablesExist } from './stock';
import { assertDraft, loadWriteOff } from './write-off-docs';

const lineColumns = sql`
  l.id::float8 AS id, l.good_id::float8 AS good_id, g.name AS good_name, m.name AS measure,
  l.quantity::text AS quantity, l.reason_id::float8 AS reason_id, r.name AS reason_name, l.comment,
  l.price::text AS price, round(l.quantity * l.price, 2)::text AS amount`;
const lineFrom = sql`write_off_doc_line_items l JOIN goods g ON g.id = l.good_id
  JOIN measures m ON m.id = g.measure_id JOIN write_off_reasons r ON r.id = l.reason_id`;

export async function listWriteOffLines(db: Queryable, request: FastifyRequest, docId: number) {
  const doc = await loadWriteOff(db, request, docId, 'write_off_r');
  const items = await queryRows<WriteOffLine>(
    db,
    sql`SELECT ${lineColumns} FROM ${lineFrom} WHERE l.doc_id = ${doc.id} ORDER BY l.id`,
  );
  return { items, total: items.length };
}

/** Checks goods (own, or received at the sales point) and reasons (the organization's) of new lines. */
async function validateLines(
  db: Queryable,
  doc: { organization_id: number; sales_point_id: number },
  lines: WriteOffLineInput[],
) {
  const payload = JSON.stringify(
    lines.map((l, index) => ({ index, good_id: l.good_id, reason_id: l.reason_id, quantity: l.quantity })),
  );
  const withOrders = await ordersTablesExist(db);
  const problems = await queryRows<{
    index: number;
    good_ok: boolean;
    reason_ok: boolean;
    piece_name: string | null;
  }>(
    db,
    sql`SELECT x.index,
               (EXISTS (SELECT 1 FROM goods g WHERE g.id = x.good_id AND g.organization_id = ${doc.organization_id})
                OR x.good_id IN (SELECT good_id FROM (${bookQuantitiesQuery(doc.organization_id, doc.sales_point_id, withOrders)}) b)) AS good_ok,
               EXISTS (SELECT 1 FROM write_off_reasons r WHERE r.id = x.reason_id AND r.organization_id = ${doc.organization_id}) AS reason_ok,
               (SELECT g.name FROM goods g JOIN measures m ON m.id = g.measure_id
                 WHERE g.id = x.good_id AND NOT m.is_fractional AND x.quantity <> trunc(x.quantity)) AS piece_name
          FROM jsonb_to_recordset(${payload}::jsonb) AS x(index int, good_id bigint, reason_id bigint, quantity numeric)`,
  );
  const fields: Record<string, string> = {};
  for (const p of problems) {
    if (!p.good_ok) fields[`${p.index}.good_id`] = 'Товар не найден в организации';
    if (!p.reason_ok) fields[`${p.index}.reason_id`] = 'Причина списания не найдена';
  }
  // A fractional count of a piece good is refused by the good's name, whatever line it is on.
  const pieces = problems.filter((p) => p.good_ok && p.piece_name !== null);
  for (const p of pieces)
    fields[`${p.index}.quantity`] = `«${p.piece_name}» — штучный товар: количество должно быть целым`;
  if (pieces.length > 0 && Object.keys(fields).length === pieces.length)
    throw badRequest(fields[`${pieces[0].index}.quantity`], fields);
  const first = Object.values(fields)[0];
  if (first) throw badRequest(`Строка ${Number(Object.keys(fields)[0].split('.')[0]) + 1}: ${first}`, fields);
}

export async function createWriteOffLines(
  db: Queryable,
  request: FastifyRequest,
  docId: number,
  lines: WriteOffLineInput[],
) {
  const doc = await loadWriteOff(db, request, docId, 'write_off_u', true);
  assertDraft(doc);
  await validateLines(db, doc, lines);
  const payload = JSON.stringify(lines.map((l) => ({ ...l, comment: l.comment ?? null })));
  await db.execute(sql`
    INSERT INTO write_off_doc_line_items (organization_id, doc_id, good_id, quantity, reason_id, comment, price)
    SELECT ${doc.organization_id}, ${doc.id}, x.good_id, x.quantity, x.reason_id, nullif(x.comment, ''), g.base_price
      FROM jsonb_to_recordset(${payload}::jsonb) AS x(good_id bigint, quantity numeric, reason_id bigint, comment text)
      JOIN goods g ON g.id = x.good_id`);
  await db.execute(sql`UPDATE write_off_docs SET updated_at = now() WHERE id = ${doc.id}`);
  return listWriteOffLines(db, request, doc.id);
}

async function loadLine(db: Queryable, request: FastifyRequest, docId: number, itemId: number) {
  const doc = await loadWriteOff(db, request, docId, 'write_off_u', true);
  assertDraft(doc);
  const line = await queryOne<{ id: number }>(
    db,
    sql`SELECT id::float8 AS id FROM write_off_doc_line_items WHERE id = ${itemId} AND doc_id = ${doc.id}`,
  );
  if (!line) throw notFound('Строка списания не найдена');
  return doc;
}

export async function updateWriteOffLine(
  db: Queryable,
  request: FastifyRequest,
  docId: number,
  itemId: number,
  line: WriteOffLineInput,
) {
  const doc = await loadLine(db, request, docId, itemId);
  await validateLines(db, doc, [line]);
  await db.execute(sql`
    UPDATE write_off_doc_line_items l
       SET good_id = ${line.good_id}, quantity = ${line.quantity}::numeric, reason_id = ${line.reason_id},
           comment = ${line.comment || null}, price = g.base_price, updated_at = now()
      FROM goods g WHERE g.id = ${line.good_id} AND l.id = ${itemId}`);
  const row = await queryOne<WriteOffLine>(
    db,
    sql`SELECT ${lineColumns} FROM ${lineFrom} WHERE l.id = ${itemId}`,
  );
  if (!row) throw notFound('Строка списания не найдена');
  return row;
}

export async function deleteWriteOffLine(
  db: Queryable,
  request: FastifyRequest,
  docId: number,
  itemId: number,
) {
  await loadLine(db, request, docId, itemId);
  await db.execute(sql`DELETE FROM write_off_doc_line_items WHERE id = ${itemId}`);
}
