import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Permission } from '../../../contract/permissions';
import { WRITE_OFF_STATUSES, WRITE_OFF_TRANSITIONS } from '../../../contract/statuses';
import type { WriteOffDoc, WriteOffHeader, writeOffListQuery } from '../../../contract/write-off';
import type { z } from '../../../contract/zod';
import type { Queryable } from '../../db/client';
import { writeOffStatusHistory } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { audit } from '../../lib/audit';
import { iso, queryOne, queryRows } from '../../lib/sql';
import {
  currentUser,
  declaredPermission,
  listableOrganizations,
  requirePermission,
} from '../../plugins/auth';

interface WriteOffRow {
  id: number;
  organization_id: number;
  sales_point_id: number;
  sales_point_name: string;
  number: number;
  date: string;
  comment: string | null;
  status_id: number;
  accounted_at: Date | null;
  created_at: Date;
  lines_count: number;
  total_amount: string;
}

const columns = sql`
  d.id::float8 AS id, d.organization_id::float8 AS organization_id, d.sales_point_id::float8 AS sales_point_id,
  sp.name AS sales_point_name, d.number, d.doc_date::text AS date, d.comment, d.status_id::int AS status_id,
  d.accounted_at, d.created_at,
  (SELECT count(*)::int FROM write_off_doc_line_items l WHERE l.doc_id = d.id) AS lines_count,
  (SELECT round(coalesce(sum(l.quantity * l.price), 0), 2)::text
     FROM write_off_doc_line_items l WHERE l.doc_id = d.id) AS total_amount`;
const from = sql`write_off_docs d JOIN sales_points sp ON sp.id = d.sales_point_id`;
const DRAFT = WRITE_OFF_STATUSES.byKey.draft.id;

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

export async function loadWriteOff(
  db: Queryable,
  request: FastifyRequest,
  id: number,
  permission: Permission,
  lock = false,
) {
  const row = await queryOne<WriteOffRow>(
    db,
    sql`SELECT ${columns} FROM ${from} WHERE d.id = ${id} ${lock ? sql`FOR UPDATE OF d` : sql``}`,
  );
  if (!row) throw notFound('Списание не найдено');
  requirePermission(request, permission, row.organization_id);
  return row;
}

/** Lines and header change only while the write-off is a draft. */
export function assertDraft(doc: { status_id: number }) {
  if (doc.status_id !== DRAFT) throw conflict('Изменять можно только черновик списания', 'DOC_LOCKED');
}

type ListQuery = z.infer<typeof writeOffListQuery>;
const SORT: Record<NonNullable<ListQuery['order_field']>, SQL> = {
  id: sql`d.id`,
  number: sql`d.number`,
  date: sql`d.doc_date`,
  status_id: sql`d.status_id`,
  sales_point_id: sql`d.sales_point_id`,
  created_at: sql`d.created_at`,
};
const list = (values: number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export async function listWriteOffs(db: Queryable, request: FastifyRequest, q: ListQuery) {
  const orgIds = q.organization_id
    ? [q.organization_id]
    : listableOrganizations(request, declaredPermission(request));
  const where: SQL[] = [sql`d.organization_id IN (${list(orgIds)})`];
  if (q.sales_point_id) where.push(sql`d.sales_point_id = ${q.sales_point_id}`);
  if (q.status_ids?.length) where.push(sql`d.status_id IN (${list(q.status_ids)})`);
  if (q.date_from) where.push(sql`d.doc_date >= ${q.date_from}::date`);
  if (q.date_to) where.push(sql`d.doc_date <= ${q.date_to}::date`);
  const filter = sql.join(where, sql` AND `);
  const direction = q.order_by === 'desc' ? sql`DESC` : sql`ASC`;
  const order = q.order_field
    ? sql`${SORT[q.order_field]} ${direction}, d.id DESC`
    : sql`d.doc_date DESC, d.id DESC`;
  const rows = await queryRows<WriteOffRow>(
    db,
    sql`SELECT ${columns} FROM ${from} WHERE ${filter} ORDER BY ${order} LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  const count = await queryOne<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${from} WHERE ${filter}`,
  );
  return { items: rows.map(presentWriteOff), total: count?.n ?? 0 };
}

export async function createWriteOff(
  db: Queryable,
  request: FastifyRequest,
  salesPointId: number,
  body: WriteOffHeader,
) {
  const point = await queryOne<{ organization_id: number }>(
    db,
    sql`SELECT organization_id::float8 AS organization_id FROM sales_points WHERE id = ${salesPointId}`,
  );
  if (!point) throw notFound('Торговая точка не найдена');
  const row = await queryOne<{ id: number }>(
    db,
    sql`INSERT INTO write_off_docs (organization_id, sales_point_id, number, doc_date, comment, created_by)
        VALUES (${point.organization_id}, ${salesPointId},
                (SELECT coalesce(max(number), 0) + 1 FROM write_off_docs WHERE organization_id = ${point.organization_id}),
                ${body.date ?? sql`current_date`}, ${body.comment ?? null}, ${currentUser(request).id})
        RETURNING id::float8 AS id`,
  );
  if (!row) throw badRequest('Не удалось создать списание');
  await audit(db, request, {
    action: 'write_off_create',
    entity: 'write_off_doc',
    entityId: row.id,
    organizationId: point.organization_id,
  });
  return row.id;
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
  const user = currentUser(request);
  await db.insert(writeOffStatusHistory).values({
    organizationId: doc.organization_id,
    docId: doc.id,
    fromStatusId: from.id,
    toStatusId: to.id,
    userId: user.id,
    realUserId: user.impersonation?.adminId ?? user.id,
  });
  await audit(db, request, {
    action: 'write_off_status',
    entity: 'write_off_doc',
    entityId: doc.id,
    organizationId: doc.organization_id,
    details: { from: from.status, to: to.status },
  });
}
