import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { WRITE_OFF_STATUSES, WRITE_OFF_TRANSITIONS } from '../../../contract/statuses';
import type { WriteOffDoc, WriteOffHeader } from '../../../contract/write-off';
import type { Queryable } from '../../db/client';
import { writeOffStatusHistory } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { iso } from '../../lib/sql';
import {
  type DocListQuery,
  listSalesPointDocs,
  recordDocStatus,
  type SalesPointDocKind,
  type SalesPointDocRow,
  salesPointDocLoader,
} from './sales-point-docs';

interface WriteOffRow extends SalesPointDocRow {
  lines_count: number;
  total_amount: string;
}

const columns = sql`
  d.id::float8 AS id, d.organization_id::float8 AS organization_id, d.sales_point_id::float8 AS sales_point_id,
  sp.name AS sales_point_name, sp.time_zone AS sales_point_time_zone, d.number, d.doc_date::text AS date, d.comment, d.status_id::int AS status_id,
  d.accounted_at, d.created_at,
  (SELECT count(*)::int FROM write_off_doc_line_items l WHERE l.doc_id = d.id) AS lines_count,
  (SELECT round(coalesce(sum(l.quantity * l.price), 0), 2)::text
     FROM write_off_doc_line_items l WHERE l.doc_id = d.id) AS total_amount`;
const DRAFT = WRITE_OFF_STATUSES.byKey.draft.id;

export const WRITE_OFF: SalesPointDocKind = {
  table: 'write_off_docs',
  counter: 'write_off',
  columns,
  read: 'write_off_r',
  create: 'write_off_c',
  update: 'write_off_u',
  tag: 'Списания',
  history: writeOffStatusHistory,
  entity: 'write_off_doc',
  action: 'write_off',
  notFound: 'Списание не найдено',
  notCreated: () => badRequest('Не удалось создать списание'),
};

export function presentWriteOff(row: WriteOffRow): WriteOffDoc {
  const status = WRITE_OFF_STATUSES.byId.get(row.status_id) ?? WRITE_OFF_STATUSES.list[0];
  return {
    ...row,
    status: { ...status },
    accounted_at: iso(row.accounted_at),
    created_at: iso(row.created_at) ?? '',
    next_status_ids: WRITE_OFF_TRANSITIONS[status.status].map((key) => WRITE_OFF_STATUSES.byKey[key].id),
  };
}

export const loadWriteOff = salesPointDocLoader<WriteOffRow>(WRITE_OFF);

/** Lines and header change only while the write-off is a draft. */
export function assertDraft(doc: { status_id: number }) {
  if (doc.status_id !== DRAFT) throw conflict('Изменять можно только черновик списания', 'DOC_LOCKED');
}

export async function listWriteOffs(db: Queryable, request: FastifyRequest, q: DocListQuery) {
  const { rows, total } = await listSalesPointDocs<WriteOffRow>(db, request, WRITE_OFF, q);
  return { items: rows.map(presentWriteOff), total };
}

export async function updateWriteOffHeader(
  db: Queryable,
  request: FastifyRequest,
  id: number,
  body: WriteOffHeader,
) {
  const doc = await loadWriteOff(db, request, id, 'write_off_u', true);
  assertDraft(doc);
  await db.execute(sql`
    UPDATE write_off_docs SET doc_date = ${body.date ?? sql`doc_date`},
           comment = ${body.comment === undefined ? sql`comment` : body.comment}, updated_at = now()
     WHERE id = ${doc.id}`);
}

export async function changeWriteOffStatus(
  db: Queryable,
  request: FastifyRequest,
  id: number,
  statusId: number,
) {
  const doc = await loadWriteOff(db, request, id, 'write_off_u', true);
  const from = WRITE_OFF_STATUSES.byId.get(doc.status_id);
  const to = WRITE_OFF_STATUSES.byId.get(statusId);
  if (!from || !to) throw conflict('Неизвестный статус списания');
  if (!WRITE_OFF_TRANSITIONS[from.status].includes(to.status)) {
    throw conflict(
      `Нельзя перевести списание из статуса «${from.label}» в «${to.label}»`,
      'ILLEGAL_TRANSITION',
    );
  }
  if (to.status === 'accounted' && doc.lines_count === 0) {
    throw conflict('Нельзя провести списание без строк', 'NO_LINES');
  }
  await db.execute(sql`
    UPDATE write_off_docs SET status_id = ${to.id}, updated_at = now(),
           accounted_at = ${to.status === 'accounted' ? sql`now()` : sql`accounted_at`}
     WHERE id = ${doc.id}`);
  await recordDocStatus(db, request, WRITE_OFF, doc, from, to);
}
