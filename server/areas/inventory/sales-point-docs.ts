import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Permission } from '../../../contract/permissions';
import type { writeOffListQuery } from '../../../contract/write-off';
import type { z } from '../../../contract/zod';
import type { Queryable } from '../../db/client';
import type { stocktakingStatusHistory } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { audit } from '../../lib/audit';
import { queryOne, queryRows, sortColumns } from '../../lib/sql';
import { currentUser, listableOrganizations, requirePermission } from '../../plugins/auth';
import { stockEvent } from '../events/domain';

/**
 * A document an organization keeps per sales point: a stocktaking or a write-off. Both list, number,
 * create and record their status changes alike; a kind declares its table, permissions and names.
 */
export interface SalesPointDocKind {
  table: 'stocktaking_docs' | 'write_off_docs';
  /** Its sequence in document_counters. */
  counter: 'stocktaking' | 'write_off';
  /** Columns of a listed document (over `d`, the document, and `sp`, its sales point). */
  columns: SQL;
  read: Permission;
  create: Permission;
  /** Changing a document: its header, lines and status. */
  update: Permission;
  /** The OpenAPI tag of the kind's calls. */
  tag: string;
  history: typeof stocktakingStatusHistory;
  /** The audit entity and the prefix of its actions: `stocktaking` → stocktaking_create, stocktaking_status. */
  entity: 'stocktaking_doc' | 'write_off_doc';
  action: 'stocktaking' | 'write_off';
  /** The 404 of a document the user cannot see. */
  notFound: string;
  /** Whether a new document needs an active sales point. */
  activePointOnly?: boolean;
  /** The error of an insert that returned no row. */
  notCreated: () => Error;
}

/** The columns every kind has (its `columns` may add more). */
export interface SalesPointDocRow {
  id: number;
  organization_id: number;
  sales_point_id: number;
  sales_point_name: string;
  sales_point_time_zone: string;
  number: number;
  date: string;
  comment: string | null;
  status_id: number;
  accounted_at: Date | null;
  created_at: Date;
}

/** The list query both kinds take (same filters, same sort fields). */
export type DocListQuery = z.infer<typeof writeOffListQuery>;

export const inList = (values: number[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const SORT: Record<NonNullable<DocListQuery['order_field']>, SQL> = sortColumns(
  'd',
  ['id', 'number', 'date', 'status_id', 'sales_point_id', 'created_at'],
  { date: 'doc_date' },
);

const docsOf = (kind: SalesPointDocKind) =>
  sql`${sql.identifier(kind.table)} d JOIN sales_points sp ON sp.id = d.sales_point_id`;

/** The document if the user may act on it with `permission`; 404 for other organizations' rows. */
async function loadSalesPointDoc<Row extends { organization_id: number }>(
  db: Queryable,
  request: FastifyRequest,
  kind: SalesPointDocKind,
  id: number,
  permission: Permission,
  lock = false,
): Promise<Row> {
  const row = await queryOne<Row>(
    db,
    sql`SELECT ${kind.columns} FROM ${docsOf(kind)} WHERE d.id = ${id} ${lock ? sql`FOR UPDATE OF d` : sql``}`,
  );
  if (!row) throw notFound(kind.notFound);
  requirePermission(request, permission, row.organization_id);
  return row;
}

/** The loader of one kind's documents (loadSalesPointDoc with the kind's row type). */
export const salesPointDocLoader =
  <Row extends { organization_id: number }>(kind: SalesPointDocKind) =>
  (db: Queryable, request: FastifyRequest, id: number, permission: Permission, lock = false) =>
    loadSalesPointDoc<Row>(db, request, kind, id, permission, lock);

/**
 * One page of the documents in the organizations the user may read them in, with the total; an
 * asked organization_id is checked by the route's declaration (config.access).
 */
export async function listSalesPointDocs<Row>(
  db: Queryable,
  request: FastifyRequest,
  kind: SalesPointDocKind,
  q: DocListQuery,
): Promise<{ rows: Row[]; total: number }> {
  const orgIds = q.organization_id ? [q.organization_id] : listableOrganizations(request, kind.read);
  const where: SQL[] = [sql`d.organization_id IN (${inList(orgIds)})`];
  if (q.sales_point_id) where.push(sql`d.sales_point_id = ${q.sales_point_id}`);
  if (q.status_ids?.length) where.push(sql`d.status_id IN (${inList(q.status_ids)})`);
  if (q.date_from) where.push(sql`d.doc_date >= ${q.date_from}::date`);
  if (q.date_to) where.push(sql`d.doc_date <= ${q.date_to}::date`);
  const filter = sql.join(where, sql` AND `);
  const direction = q.order_by === 'desc' ? sql`DESC` : sql`ASC`;
  const order = q.order_field
    ? sql`${SORT[q.order_field]} ${direction}, d.id DESC`
    : sql`d.doc_date DESC, d.id DESC`;
  const rows = await queryRows<Row & { total: number }>(
    db,
    sql`SELECT ${kind.columns}, count(*) OVER ()::int AS total FROM ${docsOf(kind)}
         WHERE ${filter} ORDER BY ${order} LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.offset > 0) {
    const count = await queryOne<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${docsOf(kind)} WHERE ${filter}`,
    );
    total = count?.n ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row as Row), total };
}

/**
 * Creates a document of the kind at the sales point (the route's declaration checked its
 * organization), numbered next in its organization, with `extra` columns the kind has more; audited.
 */
export async function createSalesPointDoc(
  db: Queryable,
  request: FastifyRequest,
  kind: SalesPointDocKind,
  salesPointId: number,
  body: { date?: string; comment?: string | null },
  extra: Record<string, unknown> = {},
): Promise<number> {
  const point = await queryOne<{ organization_id: number; is_active: boolean }>(
    db,
    sql`SELECT organization_id::float8 AS organization_id, is_active FROM sales_points WHERE id = ${salesPointId}`,
  );
  if (!point) throw notFound('Торговая точка не найдена');
  if (kind.activePointOnly && !point.is_active)
    throw badRequest('Торговая точка неактивна', { sales_point_id: 'Торговая точка неактивна' });
  const org = point.organization_id;
  const table = sql.identifier(kind.table);
  const names = Object.keys(extra).map((name) => sql`, ${sql.identifier(name)}`);
  const values = Object.values(extra).map((value) => sql`, ${value}`);
  const row = await queryOne<{ id: number }>(
    db,
    sql`INSERT INTO ${table} (organization_id, sales_point_id, number, doc_date, comment, created_by${sql.join(names)})
        VALUES (${org}, ${salesPointId}, app_next_number(${org}::bigint, ${kind.counter}),
                ${body.date ?? sql`current_date`}, ${body.comment ?? null}, ${currentUser(request).id}${sql.join(values)})
        RETURNING id::float8 AS id`,
  );
  if (!row) throw kind.notCreated();
  const entity = { entity: kind.entity, entityId: row.id, organizationId: org };
  await audit(db, request, { action: `${kind.action}_create`, ...entity });
  return row.id;
}

/** Writes a status change of a document into its history and the audit log. */
export async function recordDocStatus(
  db: Queryable,
  request: FastifyRequest,
  kind: SalesPointDocKind,
  doc: { id: number; organization_id: number; sales_point_id: number; number: number },
  from: { id: number; status: string },
  to: { id: number; status: string },
) {
  if (to.status === 'accounted') {
    await stockEvent(db, request, {
      organizationId: doc.organization_id,
      salesPointId: doc.sales_point_id,
      summary:
        kind.action === 'stocktaking'
          ? `Инвентаризация № ${doc.number} проведена: остатки изменились`
          : `Списание № ${doc.number} проведено: остатки изменились`,
    });
  }
  const user = currentUser(request);
  await db.insert(kind.history).values({
    organizationId: doc.organization_id,
    docId: doc.id,
    fromStatusId: from.id,
    toStatusId: to.id,
    userId: user.id,
    realUserId: user.impersonation?.adminId ?? user.id,
  });
  await audit(db, request, {
    action: `${kind.action}_status`,
    entity: kind.entity,
    entityId: doc.id,
    organizationId: doc.organization_id,
    details: { from: from.status, to: to.status },
  });
}
