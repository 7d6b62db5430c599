import { PassThrough } from 'node:stream';
import type { OrderExportQuery } from '../../contract/orders';
import type { OrderSide } from '../../contract/statuses';
import { batchesIn, type OrderBatches, writeOrdersXlsx } from '../areas/orders/export';
import { listOrders, type OrderScope } from '../areas/orders/read';
import type { Tx } from '../db/client';
import { dropOldFiles, EXPORT_MAX_BYTES } from './export-files';
import type { JobContext, JobHandler } from './worker';

/** What the export call queued: the side, the list's filters and sort, and whose orders they are. */
export interface OrdersExportPayload {
  side: OrderSide;
  query: OrderExportQuery;
  scope: OrderScope;
  fileName: string;
}

const STAGE = 'Выгрузка заказов';

const readIn =
  (ctx: JobContext, p: OrdersExportPayload) =>
  <T>(fn: (tx: Tx) => Promise<T>) =>
    ctx.database.tenant(p.scope.readable, 'read', fn);

/**
 * The order list's Excel file as a job (issue 24): a batch of orders a transaction (in the list's sort, after the last one written), progress and a
 * yield after each, the file kept in the store (never served at /files) and downloaded from
 * `GET /v1/jobs/{id}/file`. A job claimed again after a crash starts over; a file is kept only
 * once it is whole.
 */
export const ordersExportJob: JobHandler = {
  async run(ctx) {
    const p = ctx.job.payload as unknown as OrdersExportPayload;
    const read = readIn(ctx, p);
    const { total } = await read((tx) =>
      listOrders(tx, p.scope, p.side, { ...p.query, limit: 1, offset: 0 }),
    );
    await ctx.step({ stage: STAGE, rowsDone: 0, rowsTotal: total });
    const batches: OrderBatches = (after, limit) =>
      read((tx) => batchesIn(tx, p.scope, p.side, p.query)(after, limit));
    const stream = new PassThrough();
    const kept = ctx.store.keep(stream, {
      maxBytes: EXPORT_MAX_BYTES,
      tooLarge: 'Файл выгрузки слишком велик: сузьте отбор',
      headBytes: 0,
    });
    let rows = 0;
    try {
      await writeOrdersXlsx(p.side, batches, stream, async (written) => {
        rows = written;
        await ctx.step({ rowsDone: written });
      });
    } catch (error) {
      stream.destroy(error as Error);
      await kept.catch(() => undefined); // a cut stream leaves nothing stored
      throw error;
    }
    const file = await kept;
    await dropOldFiles(ctx);
    return { rows, file_key: file.key, file_name: p.fileName, size: file.size };
  },
  // Nothing is kept until the file is whole.
  undo: async () => {},
};
