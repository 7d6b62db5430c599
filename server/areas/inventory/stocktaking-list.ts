import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { STOCKTAKING_STATUSES } from '../../../contract/statuses';
import type { StocktakingHeader, stocktakingListQuery } from '../../../contract/stocktaking';
import type { z } from '../../../contract/zod';
import type { Queryable } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import { audit } from '../../lib/audit';
import { queryOne, queryRows } from '../../lib/sql';
import {
  currentUser,
  declaredPermission,
  listableOrganizations,
  requirePermission,
} from '../../plugins/auth';
import {
  docColumns,
  docFrom,
  inList,
  loadStocktaking,
  presentStocktaking,
  type StocktakingRow,
} from './stocktaking-docs';

const CLOSED = new Set([STOCKTAKING_STATUSES.byKey.accounted.id, STOCKTAKING_STATUSES.byKey.canceled.id]);

type ListQuery = z.infer<typeof stocktakingListQuery>;

const SORT: Record<NonNullable<ListQuery['order_field']>, SQL> = {
  id: sql`d.id`,
  number: sql`d.number`,
  date: sql`d.doc_date`,
  status_id: sql`d.status_id`,
  sales_point_id: sql`d.sales_point_id`,
  created_at: sql`d.created_at`,
};

export async function listStocktaking(db: Queryable, request: FastifyRequest, q: ListQuery) {
  const orgIds = q.organization_id
    ? [q.organization_id]
    : listableOrganizations(request, declaredPermission(request));
  const where: SQL[] = [sql`d.organization_id IN (${inList(orgIds)})`];
  if (q.sales_point_id) where.push(sql`d.sales_point_id = ${q.sales_point_id}`);
  if (q.status_ids?.length) where.push(sql`d.status_id IN (${inList(q.status_ids)})`);
  if (q.date_from) where.push(sql`d.doc_date >= ${q.date_from}::date`);
  if (q.date_to) where.push(sql`d.doc_date <= ${q.date_to}::date`);
  const direction = q.order_by === 'desc' ? sql`DESC` : sql`ASC`;
  const order = q.order_field
    ? sql`${SORT[q.order_field]} ${direction}, d.id DESC`
    : sql`d.doc_date DESC, d.id DESC`;
  const rows = await queryRows<StocktakingRow & { total: number }>(
    db,
    sql`SELECT ${docColumns}, count(*) OVER ()::int AS total FROM ${docFrom}
         WHERE ${sql.join(where, sql` AND `)} ORDER BY ${order} LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.offset > 0) {
    const count = await queryOne<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${docFrom} WHERE ${sql.join(where, sql` AND `)}`,
    );
    total = count?.n ?? 0;
  }
  return {
    items: rows.map(({ total: _t, ...row }) => presentStocktaking(request, row)),
    total,
  };
}

export async function createStocktaking(
  db: Queryable,
  request: FastifyRequest,
  salesPointId: number,
  body: StocktakingHeader,
) {
  const point = await queryOne<{ organization_id: number; is_active: boolean }>(
    db,
    sql`SELECT organization_id::float8 AS organization_id, is_active FROM sales_points WHERE id = ${salesPointId}`,
  );
  if (!point) throw notFound('Торговая точка не найдена');
  if (!point.is_active)
    throw badRequest('Торговая точка неактивна', { sales_point_id: 'Торговая точка неактивна' });
  const created = await queryOne<{ id: number }>(
    db,
    sql`INSERT INTO stocktaking_docs (organization_id, sales_point_id, number, doc_date, comment, blind_count, created_by)
        VALUES (${point.organization_id}, ${salesPointId},
                (SELECT coalesce(max(number), 0) + 1 FROM stocktaking_docs WHERE organization_id = ${point.organization_id}),
                ${body.date ?? sql`current_date`}, ${body.comment ?? null}, ${body.blind_count ?? false}, ${currentUser(request).id})
        RETURNING id::float8 AS id`,
  );
  if (!created) throw conflict('Не удалось создать инвентаризацию');
  await audit(db, request, {
    action: 'stocktaking_create',
    entity: 'stocktaking_doc',
    entityId: created.id,
    organizationId: point.organization_id,
  });
  return created.id;
}

export async function updateStocktakingHeader(
  db: Queryable,
  request: FastifyRequest,
  id: number,
  salesPointId: number,
  body: StocktakingHeader,
) {
  const doc = await loadStocktaking(db, request, id, 'stocktaking_docs_client_u', true);
  if (doc.sales_point_id !== salesPointId) throw notFound('Инвентаризация не найдена в этой торговой точке');
  if (CLOSED.has(doc.status_id))
    throw conflict('Проведённую или отменённую инвентаризацию изменить нельзя', 'DOC_LOCKED');
  if (body.blind_count !== undefined && body.blind_count !== doc.blind_count) {
    // A second permission on top of the declared one: switching a blind count off would show
    // the counter the expected quantities.
    requirePermission(request, 'stocktaking_docs_client_u_accounting', doc.organization_id);
  }
  await db.execute(sql`
    UPDATE stocktaking_docs SET
      doc_date = ${body.date ?? sql`doc_date`},
      comment = ${body.comment === undefined ? sql`comment` : body.comment},
      blind_count = ${body.blind_count ?? sql`blind_count`},
      version = version + 1, updated_at = now()
    WHERE id = ${doc.id}`);
}
