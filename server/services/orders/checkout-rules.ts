import { sql } from 'drizzle-orm';
import { type DeliveryTerms, deliveryProblem } from '../../../contract/order-delivery';
import type { OrderLineInput } from '../../../contract/orders';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { currentPriceListId, currentPrices } from './pricing';
import { rows } from './sql';

/** A checkout rule the order breaks: 422 with a Russian explanation (DESIGN §4). */
const refused = (code: string, detail: string, fields?: Record<string, string>) =>
  new AppError(422, code, detail, fields);

export interface Partnership extends DeliveryTerms {
  id: number;
  min_order_amount: string;
  supplier_name: string;
  client_name: string;
}

const formatRub = (value: string) =>
  new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' }).format(Number(value));

/** The active partnership of the two organizations, or 422. */
export async function activePartnership(
  db: Queryable,
  clientId: number,
  supplierId: number,
): Promise<Partnership> {
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT p.id, p.status, p.min_order_amount::text AS min_order_amount, p.delivery_weekdays,
               p.order_cutoff_time, p.delivery_windows, s.name AS supplier_name, c.name AS client_name
          FROM organizations s CROSS JOIN organizations c
          LEFT JOIN partnerships p ON p.client_organization_id = c.id AND p.supplier_organization_id = s.id
         WHERE s.id = ${supplierId} AND c.id = ${clientId}`,
  );
  if (row?.status !== 'active') {
    const who = row ? `«${String(row.supplier_name)}»` : 'этой организацией';
    throw refused(
      'NO_PARTNERSHIP',
      `Нет действующего партнёрства с ${who}: заказ можно отправить только партнёру`,
      { supplier_organization_id: 'Нет действующего партнёрства' },
    );
  }
  return {
    id: Number(row.id),
    min_order_amount: String(row.min_order_amount),
    delivery_weekdays: (row.delivery_weekdays as unknown[]).map(Number),
    order_cutoff_time: (row.order_cutoff_time as string | null) ?? null,
    delivery_windows: row.delivery_windows as DeliveryTerms['delivery_windows'],
    supplier_name: String(row.supplier_name),
    client_name: String(row.client_name),
  };
}

/** The client's sales point, served by the partnership, as a snapshot for the order. */
export async function servedSalesPoint(
  db: Queryable,
  clientId: number,
  supplierId: number,
  salesPointId: number,
) {
  const [row] = await rows<{ name: string; address: string | null; is_active: boolean; served: boolean }>(
    db,
    sql`SELECT name, address, is_active, served FROM order_sales_point_of(${clientId}, ${supplierId}, ${salesPointId})`,
  );
  if (!row) {
    throw refused('UNKNOWN_SALES_POINT', 'Точка продаж не найдена у клиента', {
      sales_point_id: 'Выберите точку продаж клиента',
    });
  }
  if (!row.served || !row.is_active) {
    throw refused('SALES_POINT_NOT_SERVED', `Поставщик не обслуживает точку продаж «${row.name}»`, {
      sales_point_id: 'Точка не обслуживается этим поставщиком',
    });
  }
  return { name: row.name, address: row.address };
}

export async function checkContract(db: Queryable, contractId: number, clientId: number, supplierId: number) {
  const [row] = await rows(
    db,
    sql`SELECT 1 FROM contracts WHERE id = ${contractId}
         AND client_organization_id = ${clientId} AND supplier_organization_id = ${supplierId}`,
  );
  if (!row)
    throw refused('UNKNOWN_CONTRACT', 'Договор не найден между этими организациями', {
      contract_id: 'Нет такого договора',
    });
}

export interface PricedLine extends OrderLineInput {
  price: string;
}

/** Prices every line from the client's current price list; 422 naming the goods not in it. */
export async function priceLines(
  db: Queryable,
  clientId: number,
  supplierId: number,
  lines: OrderLineInput[],
) {
  const priceListId = await currentPriceListId(db, clientId, supplierId);
  if (priceListId === null) {
    throw refused('NO_PRICE_LIST', 'У поставщика нет действующего прайс-листа для вашей организации');
  }
  const prices = await currentPrices(
    db,
    priceListId,
    lines.map((l) => l.good_id),
  );
  const fields: Record<string, string> = {};
  const priced: PricedLine[] = [];
  lines.forEach((line, index) => {
    const price = prices.get(line.good_id);
    if (price === undefined) fields[`lines.${index}.good_id`] = 'Товара нет в прайс-листе';
    else priced.push({ ...line, price });
  });
  const missing = Object.keys(fields).length;
  if (missing > 0) {
    throw refused(
      'GOOD_NOT_IN_PRICE_LIST',
      missing === 1
        ? 'Товара нет в прайс-листе поставщика'
        : `${missing} товаров нет в прайс-листе поставщика`,
      fields,
    );
  }
  return priced;
}

export function checkDelivery(partnership: Partnership, due: Date | null, now = new Date()) {
  if (!due) {
    throw refused('DELIVERY_REQUIRED', 'Укажите дату и время доставки', {
      due_delivery_datetime: 'Укажите дату доставки',
    });
  }
  const problem = deliveryProblem(partnership, due, now);
  if (problem) throw refused('DELIVERY_NOT_ALLOWED', problem, { due_delivery_datetime: problem });
}

/** Compares the SQL total of the order with the partnership's minimum (both NUMERIC, in SQL). */
export async function checkMinimum(db: Queryable, orderId: number, partnership: Partnership) {
  const [row] = await rows<{ below: boolean; total: string }>(
    db,
    sql`SELECT total_amount < ${partnership.min_order_amount}::numeric AS below, total_amount::text AS total
          FROM orders WHERE id = ${orderId}`,
  );
  if (row?.below) {
    throw refused(
      'BELOW_MIN_ORDER_AMOUNT',
      `Сумма заказа ${formatRub(row.total)} меньше минимальной суммы заказа у ${partnership.supplier_name} — ${formatRub(partnership.min_order_amount)}`,
    );
  }
}
