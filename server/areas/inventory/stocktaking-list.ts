import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { STOCKTAKING_STATUSES } from '../../../contract/statuses';
import type { StocktakingHeader } from '../../../contract/stocktaking';
import type { Queryable } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { requirePermission } from '../../plugins/auth';
import { type DocListQuery, listSalesPointDocs } from './sales-point-docs';
import { loadStocktaking, presentStocktaking, STOCKTAKING, type StocktakingRow } from './stocktaking-docs';

const CLOSED = new Set([STOCKTAKING_STATUSES.byKey.accounted.id, STOCKTAKING_STATUSES.byKey.canceled.id]);

export async function listStocktaking(db: Queryable, request: FastifyRequest, q: DocListQuery) {
  const { rows, total } = await listSalesPointDocs<StocktakingRow>(db, request, STOCKTAKING, q);
  return { items: rows.map((row) => presentStocktaking(request, row)), total };
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
