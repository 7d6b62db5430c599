import { sql } from 'drizzle-orm';
import { XMLBuilder } from 'fast-xml-parser';
import type { OrderCommerceMlQuery } from '../../../../contract/documents';
import { ORDER_STATUSES } from '../../../../contract/statuses';
import type { Queryable } from '../../../db/client';
import { badRequest } from '../../../errors';
import { queryRows } from '../../../lib/sql';
import { type OrderDocumentData, ordersDocumentData } from '../../documents/data';
import { okeiCode } from '../../documents/format';
import { ROOT } from './xml';

/** More orders than this in one file: ask for a shorter period (1С loads the file in one go). */
export const COMMERCEML_MAX_ORDERS = 5_000;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  suppressEmptyNode: true,
});

const requisite = (name: string, value: string) => ({ Наименование: name, Значение: value });
const vat = (rate: number | null, amount: string) =>
  rate === null ? [] : [{ Наименование: 'НДС', УчтеноВСумме: 'true', Сумма: amount, Ставка: String(rate) }];

function documentOf(data: OrderDocumentData, createdAt: string) {
  const [date, time] = [createdAt.slice(0, 10), createdAt.slice(11, 19)];
  return {
    Ид: String(data.orderId),
    Номер: String(data.orderNumber),
    Дата: date,
    ХозОперация: 'Заказ товара',
    Роль: 'Продавец',
    Валюта: 'руб',
    Курс: '1',
    Сумма: data.total,
    Контрагенты: {
      Контрагент: [
        {
          Ид: data.client.inn ?? data.client.name,
          Наименование: data.client.name,
          ОфициальноеНаименование: data.client.name,
          ИНН: data.client.inn ?? undefined,
          КПП: data.client.kpp ?? undefined,
          Роль: 'Покупатель',
        },
      ],
    },
    Время: time,
    Налоги: {
      Налог:
        data.totalVat === '0.00' ? [] : [{ Наименование: 'НДС', УчтеноВСумме: 'true', Сумма: data.totalVat }],
    },
    Товары: {
      Товар: data.lines.map((line) => ({
        Ид: line.code ?? line.name,
        Артикул: line.code ?? undefined,
        Наименование: line.name,
        БазоваяЕдиница: { '@Код': okeiCode(line.measure), '#text': line.measure },
        ЦенаЗаЕдиницу: line.price,
        Количество: line.quantity,
        Сумма: line.amount,
        СтавкиНалогов: {
          СтавкаНалога: [
            { Наименование: 'НДС', Ставка: line.vatRate === null ? 'Без налога' : String(line.vatRate) },
          ],
        },
        Налоги: { Налог: vat(line.vatRate, line.vatAmount) },
        ЗначенияРеквизитов: {
          ЗначениеРеквизита: [requisite('ВидНоменклатуры', 'Товар'), requisite('ТипНоменклатуры', 'Товар')],
        },
      })),
    },
    ЗначенияРеквизитов: {
      ЗначениеРеквизита: [
        requisite('Статус заказа', ORDER_STATUSES.byId.get(data.statusId)?.label ?? ''),
        ...(data.deliveryAddress ? [requisite('Адрес доставки', data.deliveryAddress)] : []),
      ],
    },
  };
}

/** Orders read in one short transaction: the embedded database serves other requests in between. */
const ORDERS_PER_READ = 50;

export type ReadInTransaction = <T>(fn: (db: Queryable) => Promise<T>) => Promise<T>;
export interface CommerceMlOrder {
  id: number;
  created: string;
}

/**
 * The supplier's orders of a period (Moscow dates of creation) and statuses that go to 1С; more
 * than COMMERCEML_MAX_ORDERS are refused (422) before a byte of the file is made. Drafts are the
 * client's own and never leave.
 */
export async function commerceMlOrders(
  db: Queryable,
  supplierIds: number[],
  query: OrderCommerceMlQuery,
): Promise<CommerceMlOrder[]> {
  if (supplierIds.length === 0) return [];
  const statuses = query.status_ids?.length ? query.status_ids : ORDER_STATUSES.list.map((s) => s.id);
  const found = await queryRows<CommerceMlOrder>(
    db,
    sql`SELECT o.id, to_char(o.created_at AT TIME ZONE so.time_zone, 'YYYY-MM-DD"T"HH24:MI:SS') AS created
          FROM orders o JOIN organizations so ON so.id = o.supplier_organization_id
         WHERE o.supplier_organization_id IN (${sql.join(
           supplierIds.map((id) => sql`${id}`),
           sql`, `,
         )})
           AND o.status_id <> ${ORDER_STATUSES.byKey.draft.id}
           AND o.status_id IN (${sql.join(
             statuses.map((id) => sql`${id}`),
             sql`, `,
           )})
           AND (o.created_at AT TIME ZONE so.time_zone)::date BETWEEN ${query.from}::date AND ${query.to}::date
         ORDER BY o.created_at, o.id LIMIT ${COMMERCEML_MAX_ORDERS + 1}`,
  );
  if (found.length > COMMERCEML_MAX_ORDERS) {
    throw badRequest(
      `За период больше ${COMMERCEML_MAX_ORDERS.toLocaleString('ru-RU')} заказов — выберите период короче`,
    );
  }
  return found;
}

/**
 * The orders as a CommerceML 2 «orders.xml» for 1С, in parts: one «Документ» per order with its
 * «Товары» as they stand (the same lines as the printed documents), ORDERS_PER_READ orders to a
 * transaction and to a part, so neither the database nor the event loop is held for the whole file.
 */
export async function* commerceMlXml(
  orders: CommerceMlOrder[],
  read: ReadInTransaction,
  onPart: (ordersDone: number) => Promise<void> = async () => {},
): AsyncGenerator<Buffer> {
  const now = new Date().toISOString().slice(0, 19);
  yield Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<${ROOT} ВерсияСхемы="2.05" ДатаФормирования="${now}">\n`,
  );
  for (let from = 0; from < orders.length; from += ORDERS_PER_READ) {
    const part = orders.slice(from, from + ORDERS_PER_READ);
    const created = new Map(part.map((order) => [Number(order.id), order.created]));
    const found = await read((db) => ordersDocumentData(db, [...created.keys()]));
    const documents = found.map((data) => documentOf(data, created.get(data.orderId) as string));
    if (documents.length > 0) yield Buffer.from(builder.build({ Документ: documents }) as string);
    await onPart(from + part.length);
  }
  yield Buffer.from(`</${ROOT}>\n`);
}
