import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { STOCKTAKING_STATUSES, STOCKTAKING_TRANSITIONS } from '../../contract/statuses';
import type { Queryable } from '../db/client';
import { stocktakingStatusHistory } from '../db/schema';
import { conflict, forbidden } from '../errors';
import { currentUser } from '../plugins/auth';
import { audit } from './audit';
import { bookQuantitiesQuery, ordersTablesExist } from './stock';
import { queryOne } from './stock-sql';
import { loadStocktaking } from './stocktaking-docs';

/**
 * Moves a stocktaking along STOCKTAKING_TRANSITIONS. Accounting needs
 * stocktaking_docs_client_u_accounting and freezes each line's book quantity and price, so the
 * document keeps its variance after it resets the stock.
 */
export async function changeStocktakingStatus(
  db: Queryable,
  request: FastifyRequest,
  id: number,
  targetId: number,
) {
  const doc = await loadStocktaking(db, request, id, 'stocktaking_docs_client_u', true);
  const from = STOCKTAKING_STATUSES.byId.get(doc.status_id);
  const to = STOCKTAKING_STATUSES.byId.get(targetId);
  if (!from || !to) throw conflict('Неизвестный статус инвентаризации');
  const user = currentUser(request);
  if (
    to.status === 'accounted' &&
    !user.memberships.get(doc.organization_id)?.has('stocktaking_docs_client_u_accounting')
  ) {
    throw forbidden(
      'Провести инвентаризацию может только пользователь с правом «Проведение инвентаризаций». Обратитесь к администратору организации.',
      'ACCOUNTING_PERMISSION_REQUIRED',
    );
  }
  if (!STOCKTAKING_TRANSITIONS[from.status].includes(to.status)) {
    throw conflict(
      `Нельзя перевести инвентаризацию из статуса «${from.label}» в «${to.label}»`,
      'ILLEGAL_TRANSITION',
    );
  }
  if (to.status === 'accounted') {
    const counted = await queryOne<{ n: number }>(
      db,
      sql`SELECT count(fact_quantity)::int AS n FROM stocktaking_doc_line_items WHERE doc_id = ${doc.id}`,
    );
    if (!counted?.n)
      throw conflict('Нельзя провести инвентаризацию без подсчитанных строк', 'NOTHING_COUNTED');
    const orders = await ordersTablesExist(db);
    await db.execute(sql`
      UPDATE stocktaking_doc_line_items li
         SET book_quantity = coalesce(book.quantity, 0), price = g.base_price, updated_at = now()
        FROM goods g
        LEFT JOIN (${bookQuantitiesQuery(doc.organization_id, doc.sales_point_id, orders)}) book ON book.good_id = g.id
       WHERE li.doc_id = ${doc.id} AND g.id = li.good_id`);
  }
  await db.execute(sql`
    UPDATE stocktaking_docs
       SET status_id = ${to.id}, version = version + 1, updated_at = now(),
           accounted_at = ${to.status === 'accounted' ? sql`now()` : sql`accounted_at`}
     WHERE id = ${doc.id}`);
  await db.insert(stocktakingStatusHistory).values({
    organizationId: doc.organization_id,
    docId: doc.id,
    fromStatusId: from.id,
    toStatusId: to.id,
    userId: user.id,
    realUserId: user.impersonation?.adminId ?? user.id,
  });
  await audit(db, request, {
    action: 'stocktaking_status',
    entity: 'stocktaking_doc',
    entityId: doc.id,
    organizationId: doc.organization_id,
    details: { from: from.status, to: to.status },
  });
}
