import { Readable } from 'node:stream';
import type { OrderCommerceMlQuery } from '../../contract/documents';
import { commerceMlOrders, commerceMlXml, type ReadInTransaction } from '../areas/goods/commerceml/orders';
import { dropOldFiles, EXPORT_MAX_BYTES } from './export-files';
import type { JobHandler } from './worker';

/** What «Выгрузка для 1С» queued: the period, the statuses and the supplier organizations. */
export interface OrdersCommerceMlPayload {
  query: OrderCommerceMlQuery;
  suppliers: number[];
  fileName: string;
}

/**
 * The supplier's orders for 1С (orders.xml) as a job (issue 24): the period's orders are read a few
 * to a read-only transaction with progress after each, the file kept in the store and downloaded
 * from `GET /v1/jobs/{id}/file`.
 */
export const ordersCommerceMlJob: JobHandler = {
  async run(ctx) {
    const p = ctx.job.payload as unknown as OrdersCommerceMlPayload;
    const read: ReadInTransaction = (fn) => ctx.database.tenant(p.suppliers, 'read', fn);
    const orders = await read((db) => commerceMlOrders(db, p.suppliers, p.query));
    await ctx.step({ stage: 'Выгрузка заказов для 1С', rowsDone: 0, rowsTotal: orders.length });
    const parts = commerceMlXml(orders, read, (rowsDone) => ctx.step({ rowsDone }));
    const file = await ctx.store.keep(Readable.from(parts), {
      maxBytes: EXPORT_MAX_BYTES,
      tooLarge: 'Файл выгрузки слишком велик: сократите период',
      headBytes: 0,
    });
    await dropOldFiles(ctx);
    return {
      file_key: file.key,
      file_name: p.fileName,
      mime: 'application/xml; charset=utf-8',
      size: file.size,
      /** None: the dialog says the period has no orders instead of saving an empty file. */
      orders: orders.length,
    };
  },
  // Nothing is kept until the file is whole.
  undo: async () => {},
};
