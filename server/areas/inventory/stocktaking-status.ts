import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { STOCKTAKING_STATUSES, STOCKTAKING_TRANSITIONS } from '../../../contract/statuses';
import type { Queryable } from '../../db/client';
import { conflict, forbidden } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { recordDocStatus } from './sales-point-docs';
import { loadStocktaking, STOCKTAKING } from './stocktaking-docs';

/**
 * Moves a stocktaking along STOCKTAKING_TRANSITIONS. Accounting needs
 * stocktaking_docs_client_u_accounting. The start of counting freezes each line's book quantity,
 * accounting freezes its price too, so the document keeps its variance after it resets the stock.
 */
export async function changeStocktakingStatus(
  db: Queryable,
  request: FastifyRequest,
  id: number,
  targetId: number,
) {
  const freezes = targetId === STOCKTAKING_STATUSES.byKey.counting.id;
  if (targetId === STOCKTAKING_STATUSES.byKey.accounted.id || freezes) {
    // Accounting resets the stock of the sales point: its lock comes before the document's, as
    // every balance change takes them (migration 0019), so two accountings cannot deadlock.
    const unlocked = await loadStocktaking(db, request, id, 'stocktaking_docs_client_u');
    await db.execute(sql`SELECT app_stock_lock(ARRAY[${unlocked.sales_point_id}]::bigint[])`);
  }
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
  if (to.status === 'counted' && doc.lines_count === 0)
    throw conflict('Нельзя завершить подсчёт: в документе нет ни одной строки', 'NOTHING_TO_COUNT');
  if (to.status === 'accounted') {
    if (doc.counted_count === 0)
      throw conflict('Нельзя провести инвентаризацию без подсчитанных строк', 'NOTHING_COUNTED');
    // The book quantity frozen when counting started stays; the price copy is the live value.
    await db.execute(sql`
      UPDATE stocktaking_doc_line_items
         SET book_quantity = coalesce(book_quantity, stock_quantity, 0), price = good_base_price,
             updated_at = now()
       WHERE doc_id = ${doc.id}`);
  }
  if (to.status === 'counting') {
    // Counting starts: the book quantities freeze at the live balances (migration 0033); a return
    // from «Подсчитана» keeps the ones frozen at the first start.
    await db.execute(sql`
      UPDATE stocktaking_doc_line_items SET book_quantity = coalesce(stock_quantity, 0), updated_at = now()
       WHERE doc_id = ${doc.id} AND book_quantity IS NULL`);
  }
  await db.execute(sql`
    UPDATE stocktaking_docs
       SET status_id = ${to.id}, version = version + 1, updated_at = now(),
           accounted_at = ${to.status === 'accounted' ? sql`now()` : sql`accounted_at`},
           book_frozen_at = ${to.status === 'counting' ? sql`coalesce(book_frozen_at, now())` : sql`book_frozen_at`}
     WHERE id = ${doc.id}`);
  await recordDocStatus(db, request, STOCKTAKING, doc, from, to);
}
