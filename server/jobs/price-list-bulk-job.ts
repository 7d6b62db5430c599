import { sql } from 'drizzle-orm';
import type { PriceListGoodInput } from '../../contract/price-lists';
import { priceListEvent } from '../areas/events/domain';
import { checkPriceListGoods, lockOwnPriceList, writePriceListGoods } from '../areas/trade/price-lists';
import type { Queryable, Tx } from '../db/client';
import { auditLog, priceLists } from '../db/schema';
import { queryRows } from '../lib/sql';
import type { JobContext, JobHandler } from './worker';

/** What the bulk price call queued: the list, its goods and prices, and who asked. */
export interface PriceListBulkPayload {
  orgId: number;
  priceListId: number;
  items: PriceListGoodInput[];
  userId: number;
  realUserId: number;
  impersonationId: number | null;
  ip: string;
}

/** How a chunk found its goods: to put them back if the job does not end. */
interface ChunkUndo {
  /** Goods the chunk added to the list. */
  added: number[];
  /** Goods that were in the list, with the price and category they had. */
  existed: { good_id: number; price: string; price_list_category_id: number | null }[];
  /** What the chunk counted, taken off the job's totals when it is put back. */
  created: number;
  updated: number;
}

/** Kept in the job's payload by the same transaction as the chunk it describes. */
interface Progress {
  chunksDone?: number;
  created?: number;
  updated?: number;
  undo?: ChunkUndo[];
  /** Set by the last transaction: a job claimed again after a crash answers it again. */
  written?: { created: number; updated: number };
}

const CHUNK = 1_000;
const STAGE_CHECK = 'Проверка товаров';
const STAGE_WRITE = 'Запись цен';

const idsJson = (items: { good_id: number }[]) => JSON.stringify(items.map((i) => i.good_id));

async function progressOf(ctx: JobContext, orgId: number): Promise<Progress> {
  const [row] = await ctx.database.tenant([orgId], 'read', (tx) =>
    queryRows<{ payload: Progress }>(tx, sql`SELECT payload FROM jobs WHERE id = ${ctx.job.id}`),
  );
  return row?.payload ?? {};
}

/** One chunk in one transaction: the goods as they were, the new prices, and the job's progress. */
async function writeChunk(tx: Tx, ctx: JobContext, p: PriceListBulkPayload, chunk: PriceListGoodInput[]) {
  const list = await lockOwnPriceList(tx, p.priceListId, p.orgId);
  const existed = await queryRows<{ good_id: string; price: string; price_list_category_id: string | null }>(
    tx,
    sql`SELECT good_id, price::text AS price, price_list_category_id FROM price_list_goods
         WHERE price_list_id = ${list.id}
           AND good_id IN (SELECT value::bigint FROM jsonb_array_elements_text(${idsJson(chunk)}::jsonb))`,
  );
  const counts = await writePriceListGoods(tx, list, chunk);
  const known = new Set(existed.map((row) => Number(row.good_id)));
  const undo: ChunkUndo = {
    ...counts,
    added: chunk.map((item) => item.good_id).filter((id) => !known.has(id)),
    existed: existed.map((row) => ({
      good_id: Number(row.good_id),
      price: row.price,
      price_list_category_id: row.price_list_category_id === null ? null : Number(row.price_list_category_id),
    })),
  };
  await tx.execute(
    sql`UPDATE jobs SET payload = jsonb_set(
          payload || jsonb_build_object(
            'chunksDone', coalesce((payload->>'chunksDone')::int, 0) + 1,
            'created', coalesce((payload->>'created')::int, 0) + ${counts.created}::int,
            'updated', coalesce((payload->>'updated')::int, 0) + ${counts.updated}::int),
          '{undo}', coalesce(payload->'undo', '[]'::jsonb) || ${JSON.stringify([undo])}::jsonb)
        WHERE id = ${ctx.job.id}`,
  );
}

/** Puts back one chunk: its added goods leave the list, the others get their price and category again. */
async function undoChunk(tx: Queryable, priceListId: number, undo: ChunkUndo) {
  await tx.execute(
    sql`DELETE FROM price_list_goods WHERE price_list_id = ${priceListId}
          AND good_id IN (SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(undo.added)}::jsonb))`,
  );
  await tx.execute(
    sql`UPDATE price_list_goods g SET price = b.price, price_list_category_id = b.price_list_category_id, updated_at = now()
          FROM jsonb_to_recordset(${JSON.stringify(undo.existed)}::jsonb)
            AS b(good_id bigint, price numeric, price_list_category_id bigint)
         WHERE g.price_list_id = ${priceListId} AND g.good_id = b.good_id
           AND (g.price IS DISTINCT FROM b.price OR g.price_list_category_id IS DISTINCT FROM b.price_list_category_id)`,
  );
}

/**
 * «Добавить или переоценить до 10 000 товаров» as a job: every item is checked first (any error:
 * nothing is written), then the prices are written 1 000 to a transaction, so the embedded
 * database serves other requests in between. A crash resumes after the last chunk written; a cancel
 * or an error puts every written chunk back, newest first. Between chunks, readers may see part of
 * the new prices for the second the job lasts (as with the goods import's apply, docs/jobs.md).
 */
export const priceListBulkJob: JobHandler = {
  async run(ctx) {
    const p = ctx.job.payload as unknown as PriceListBulkPayload & Progress;
    if (p.written) return { price_list_id: p.priceListId, ...p.written };
    const total = p.items.length;
    const tenant = <T>(fn: (tx: Tx) => Promise<T>) => ctx.database.tenant([p.orgId], 'write', fn);
    let done = p.chunksDone ?? 0;
    if (done === 0) {
      await ctx.step({ stage: STAGE_CHECK, rowsDone: 0, rowsTotal: total });
      await tenant(async (tx) =>
        checkPriceListGoods(tx, await lockOwnPriceList(tx, p.priceListId, p.orgId), p.items),
      );
    }
    for (; done * CHUNK < total; done++) {
      await ctx.step({ stage: STAGE_WRITE, rowsDone: done * CHUNK, rowsTotal: total });
      await tenant((tx) => writeChunk(tx, ctx, p, p.items.slice(done * CHUNK, (done + 1) * CHUNK)));
    }
    await ctx.step({ stage: STAGE_WRITE, rowsDone: total });
    const written = await tenant(async (tx) => {
      const { created = 0, updated = 0 } = (
        await queryRows<{ payload: Progress }>(
          tx,
          sql`SELECT payload FROM jobs WHERE id = ${ctx.job.id} FOR UPDATE`,
        )
      )[0].payload;
      const counts = { created, updated };
      await tx
        .update(priceLists)
        .set({ updatedAt: new Date() })
        .where(sql`${priceLists.id} = ${p.priceListId}`);
      await tx.insert(auditLog).values({
        userId: p.userId,
        realUserId: p.realUserId,
        impersonationId: p.impersonationId,
        organizationId: p.orgId,
        action: 'price_list_goods_bulk',
        entity: 'price_list',
        entityId: String(p.priceListId),
        details: { ...counts, job_id: Number(ctx.job.id) },
        ip: p.ip,
      });
      await priceListEvent(tx, { user: { id: p.userId } }, p.priceListId);
      await tx.execute(
        sql`UPDATE jobs SET payload = (payload - 'undo') || ${JSON.stringify({ written: counts })}::jsonb
             WHERE id = ${ctx.job.id}`,
      );
      return counts;
    });
    return { price_list_id: p.priceListId, ...written };
  },

  async undo(ctx) {
    const p = ctx.job.payload as unknown as PriceListBulkPayload;
    const progress = await progressOf(ctx, p.orgId);
    if (progress.written) return; // it had ended: the prices are the user's now
    const chunks = progress.undo ?? [];
    for (let i = chunks.length - 1; i >= 0; i--) {
      await ctx.database.tenant([p.orgId], 'write', async (tx) => {
        await undoChunk(tx, p.priceListId, chunks[i]);
        await tx.execute(
          sql`UPDATE jobs SET payload = payload || jsonb_build_object(
                'chunksDone', ${i}::int, 'undo', (payload->'undo') - ${i}::int,
                'created', (payload->>'created')::int - ${chunks[i].created}::int,
                'updated', (payload->>'updated')::int - ${chunks[i].updated}::int)
               WHERE id = ${ctx.job.id}`,
        );
      });
    }
  },
};
