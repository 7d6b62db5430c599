import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { STOCKTAKING_STATUSES, STOCKTAKING_TRANSITIONS } from '../../../contract/statuses';
import type { StocktakingDoc } from '../../../contract/stocktaking';
import type { Queryable } from '../../db/client';
import { stocktakingStatusHistory } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { iso, queryOne } from '../../lib/sql';
import { currentUser } from '../../plugins/auth';
import { type SalesPointDocKind, type SalesPointDocRow, salesPointDocLoader } from './sales-point-docs';
import { type TotalsRow, totalsColumns } from './stocktaking-sql';

export interface StocktakingRow extends SalesPointDocRow, TotalsRow {
  blind_count: boolean;
  version: number;
  book_frozen_at: Date | null;
  updated_at: Date;
}

export const docColumns = sql`
  d.id::float8 AS id, d.organization_id::float8 AS organization_id,
  d.sales_point_id::float8 AS sales_point_id, sp.name AS sales_point_name,
  sp.time_zone AS sales_point_time_zone, d.number,
  d.doc_date::text AS date, d.comment, d.blind_count, d.status_id::int AS status_id, d.version,
  d.accounted_at, d.book_frozen_at, d.created_at, d.updated_at, ${totalsColumns}`;

export const STOCKTAKING: SalesPointDocKind = {
  table: 'stocktaking_docs',
  counter: 'stocktaking',
  columns: docColumns,
  read: 'stocktaking_docs_client_r',
  create: 'stocktaking_docs_client_c',
  update: 'stocktaking_docs_client_u',
  tag: 'Инвентаризация',
  history: stocktakingStatusHistory,
  entity: 'stocktaking_doc',
  action: 'stocktaking',
  notFound: 'Инвентаризация не найдена',
  activePointOnly: true,
  notCreated: () => conflict('Не удалось создать инвентаризацию'),
};

/** The document if the user may act on it with `permission`; 404 for other organizations' rows. */
export const loadStocktaking = salesPointDocLoader<StocktakingRow>(STOCKTAKING);

/** A blind count hides expected quantities from users who cannot account the document. */
export function bookHidden(
  request: FastifyRequest,
  doc: Pick<StocktakingRow, 'blind_count' | 'organization_id'>,
) {
  if (!doc.blind_count) return false;
  const held = currentUser(request).memberships.get(doc.organization_id);
  return !held?.has('stocktaking_docs_client_u_accounting');
}

export function presentTotals(hidden: boolean, totals: TotalsRow): StocktakingDoc['totals'] {
  return {
    lines_count: totals.lines_count,
    counted_count: totals.counted_count,
    variance_count: hidden ? null : totals.variance_count,
    surplus_amount: hidden ? null : totals.surplus_amount,
    shortage_amount: hidden ? null : totals.shortage_amount,
  };
}

export function presentStocktaking(request: FastifyRequest, row: StocktakingRow): StocktakingDoc {
  const status = STOCKTAKING_STATUSES.byId.get(row.status_id) ?? STOCKTAKING_STATUSES.list[0];
  const hidden = bookHidden(request, row);
  return {
    id: row.id,
    organization_id: row.organization_id,
    sales_point_id: row.sales_point_id,
    sales_point_name: row.sales_point_name,
    sales_point_time_zone: row.sales_point_time_zone,
    number: row.number,
    date: row.date,
    comment: row.comment,
    blind_count: row.blind_count,
    status_id: row.status_id,
    status: { ...status },
    version: row.version,
    accounted_at: iso(row.accounted_at),
    book_frozen_at: iso(row.book_frozen_at),
    created_at: iso(row.created_at) ?? '',
    updated_at: iso(row.updated_at) ?? '',
    totals: presentTotals(hidden, row),
    next_status_ids: STOCKTAKING_TRANSITIONS[status.status].map((key) => STOCKTAKING_STATUSES.byKey[key].id),
    book_hidden: hidden,
  };
}

/** One document, presented with its totals. */
export async function stocktakingAnswer(db: Queryable, request: FastifyRequest, id: number) {
  return presentStocktaking(request, await loadStocktaking(db, request, id, 'stocktaking_docs_client_r'));
}

/**
 * Increments the document version and stamps it; every change of lines or header goes through here.
 * Answers the new version with the totals the line triggers have just brought up to date.
 */
export async function bumpVersion(db: Queryable, docId: number): Promise<{ version: number } & TotalsRow> {
  const row = await queryOne<{ version: number } & TotalsRow>(
    db,
    sql`UPDATE stocktaking_docs d SET version = version + 1, updated_at = now() WHERE d.id = ${docId}
        RETURNING d.version, ${totalsColumns}`,
  );
  if (!row) throw notFound('Инвентаризация не найдена');
  return row;
}
