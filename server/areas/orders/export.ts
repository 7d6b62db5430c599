import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Order, OrderExportQuery } from '../../../contract/orders';
import type { OrderSide } from '../../../contract/statuses';
import { utcOffsetMinutes } from '../../../contract/time-zones';
import type { Queryable } from '../../db/client';
import type { OrderCursor } from './list-query';
import { listOrders, type OrderScope } from './read';
import { statusLabel } from './state-machine';

const BATCH = 250;
/** Excel has no time zones: cells show the time on the sales point's clock, as the screens do. */
function excelTime(value: string | null, zone: string) {
  if (!value) return null;
  const at = new Date(value);
  return new Date(at.getTime() + utcOffsetMinutes(at, zone) * 60_000);
}

export const exportFileName = (side: OrderSide) =>
  side === 'client' ? 'zakazy-postavshchikam.xlsx' : 'zakazy-klientov.xlsx';

/** Reads one batch of the list (the list's filters and sort): `limit` orders after the cursor. */
export type OrderBatches = (
  after: OrderCursor | undefined,
  limit: number,
) => Promise<{ items: Order[]; next: OrderCursor | null }>;

/** Batches of the list read with `db` (the streamed export's transaction, or a job's one per batch). */
export const batchesIn =
  (db: Queryable, scope: OrderScope, side: OrderSide, query: OrderExportQuery): OrderBatches =>
  (after, limit) =>
    listOrders(db, scope, side, { ...query, limit, offset: 0 }, { count: false, after });

/**
 * Writes every order matching the list's filters, in the list's sort, as .xlsx: rows are read a
 * batch at a time and committed to the stream as they go, so there is no row cap. `afterBatch`
 * hears how many rows are written (a job reports progress and yields there).
 */
export async function writeOrdersXlsx(
  side: OrderSide,
  batches: OrderBatches,
  stream: Writable,
  afterBatch: (rows: number) => Promise<void> = async () => {},
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Заказы', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: '№', key: 'number', width: 8 },
    { header: side === 'client' ? 'Поставщик' : 'Клиент', key: 'partner', width: 36 },
    { header: 'Точка продаж', key: 'point', width: 28 },
    { header: 'Статус', key: 'status', width: 22 },
    { header: 'Позиций', key: 'lines', width: 10 },
    { header: 'Сумма, ₽', key: 'amount', width: 16, style: { numFmt: '#,##0.00' } },
    { header: 'Создан', key: 'created', width: 18, style: { numFmt: 'dd.mm.yyyy hh:mm' } },
    { header: 'Доставка', key: 'delivery', width: 18, style: { numFmt: 'dd.mm.yyyy hh:mm' } },
    { header: 'Комментарий', key: 'comment', width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  let written = 0;
  for (let after: OrderCursor | undefined; ; ) {
    const { items, next } = await batches(after, BATCH);
    for (const order of items) {
      sheet
        .addRow({
          number: order.number,
          partner: side === 'client' ? order.supplier_organization_name : order.client_organization_name,
          point: order.sales_point_name,
          status: statusLabel(order.status_id),
          lines: order.total_lines_counter,
          amount: Number(order.total_amount),
          created: excelTime(order.created_at, order.sales_point_time_zone),
          delivery: excelTime(order.due_delivery_datetime, order.sales_point_time_zone),
          comment: order.comment ?? '',
        })
        .commit();
    }
    written += items.length;
    await afterBatch(written);
    if (items.length < BATCH || !next) break;
    after = next;
  }
  sheet.commit();
  await workbook.commit();
}
