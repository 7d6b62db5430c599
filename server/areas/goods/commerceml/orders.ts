import { sql } from 'drizzle-orm';
import { XMLBuilder } from 'fast-xml-parser';
import type { OrderCommerceMlQuery } from '../../../../contract/documents';
import { ORDER_STATUSES } from '../../../../contract/statuses';
import type { Queryable } from '../../../db/client';
import { badRequest } from '../../../errors';
import { queryRows } from '../../../lib/sql';
import { type OrderDocumentData, orderDocumentData } from '../../documents/data';
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

/**
 * The supplier's orders of a period (Moscow dates of creation) and statuses as a CommerceML 2
 * «orders.xml» for 1С: one «Документ» per order with its «Товары» as they stand (the same lines as
 * the printed documents). Drafts are the client's own and never leave.
 */
export async function ordersCommerceMl(db: Queryable, supplierIds: number[], query: OrderCommerceMlQuery) {
  if (supplierIds.length === 0) return render([]);
  const statuses = query.status_ids?.length ? query.status_ids : ORDER_STATUSES.list.map((s) => s.id);
  const found = await queryRows<{ id: number; created: string }>(
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
  const documents = [];
  for (const row of found) {
    const data = await orderDocumentData(db, Number(row.id));
    if (data) documents.push(documentOf(data, row.created));
  }
  return render(documents);
}

function render(documents: ReturnType<typeof documentOf>[]) {
  const now = new Date().toISOString().slice(0, 19);
  const body = builder.build({
    [ROOT]: { '@ВерсияСхемы': '2.05', '@ДатаФормирования': now, Документ: documents },
  }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}
