import { sql } from 'drizzle-orm';
import { type DeliveryTerms, type DeliveryZones, deliveryProblem } from '../../../contract/order-delivery';
import type { OrderLineInput } from '../../../contract/orders';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { queryRows } from '../../lib/sql';
import { fractionalWholeUnitLines, WHOLE_UNITS_FIELD } from '../../lib/whole-units';
import { currentPriceListId, currentPrices } from './pricing';

/** A checkout rule the order breaks: 422 with a Russian explanation (DESIGN §4). */
const refused = (code: string, detail: string, fields?: Record<string, string>) =>
  new AppError(422, code, detail, fields);

export interface Partnership extends DeliveryTerms {
  id: number;
  min_order_amount: string;
  supplier_name: string;
  client_name: string;
  /** The supplier's clock, on which the cut-off is read. */
  supplier_time_zone: string;
}

export const formatRub = (value: string) =>
  new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' }).format(Number(value));

/** The active partnership of the two organizations, or 422. */
export async function activePartnership(
  db: Queryable,
  clientId: number,
  supplierId: number,
): Promise<Partnership> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT p.id, p.status, p.min_order_amount::text AS min_order_amount, p.delivery_weekdays,
               p.order_cutoff_time, p.delivery_windows, s.name AS supplier_name, c.name AS client_name,
               s.time_zone AS supplier_time_zone
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
    supplier_time_zone: String(row.supplier_time_zone),
  };
}

/**
 * The partnership's terms, where it sets none (minimum 0, no delivery day) taken from the supplier's
 * delivery zone of the sales point (`order_delivery_zone_of`).
 */
export async function withZoneTerms(
  db: Queryable,
  partnership: Partnership,
  clientId: number,
  supplierId: number,
  salesPointId: number,
): Promise<Partnership> {
  const lacksMinimum = Number(partnership.min_order_amount) === 0;
  const lacksDays = partnership.delivery_weekdays.length === 0;
  if (!lacksMinimum && !lacksDays) return partnership;
  const [zone] = await queryRows<{ min_order_amount: string; delivery_weekdays: number[] }>(
    db,
    sql`SELECT min_order_amount, delivery_weekdays FROM order_delivery_zone_of(${clientId}, ${supplierId}, ${salesPointId})`,
  );
  if (!zone) return partnership;
  return {
    ...partnership,
    min_order_amount: lacksMinimum ? zone.min_order_amount : partnership.min_order_amount,
    delivery_weekdays: lacksDays ? zone.delivery_weekdays.map(Number) : partnership.delivery_weekdays,
  };
}

/** The client's sales point, served by the partnership, as a snapshot for the order. */
export async function servedSalesPoint(
  db: Queryable,
  clientId: number,
  supplierId: number,
  salesPointId: number,
) {
  const [row] = await queryRows<{
    name: string;
    address: string | null;
    is_active: boolean;
    served: boolean;
    time_zone: string;
  }>(
    db,
    sql`SELECT name, address, is_active, served, time_zone FROM order_sales_point_of(${clientId}, ${supplierId}, ${salesPointId})`,
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
  return { name: row.name, address: row.address, timeZone: row.time_zone };
}

export async function checkContract(db: Queryable, contractId: number, clientId: number, supplierId: number) {
  const [row] = await queryRows(
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

/**
 * Prices every line from the client's current price list; 422 naming the goods not in it. A draft
 * is a cart kept as it is typed (`wholeUnits: false`): a fractional count of a piece good is kept
 * there and refused when the order is sent, naming the good.
 */
export async function priceLines(
  db: Queryable,
  clientId: number,
  supplierId: number,
  lines: OrderLineInput[],
  { wholeUnits = true }: { wholeUnits?: boolean } = {},
) {
  const fractional = wholeUnits ? await fractionalWholeUnitLines(db, lines) : [];
  if (fractional.length > 0) {
    const names = await goodNames(
      db,
      fractional.map((index) => lines[index].good_id),
    );
    throw refused(
      'VALIDATION_ERROR',
      `${names.map((n) => `«${n}»`).join(', ')} — штучный товар: количество должно быть целым`,
      Object.fromEntries(fractional.map((index) => [`lines.${index}.quantity`, WHOLE_UNITS_FIELD])),
    );
  }
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

async function goodNames(db: Queryable, ids: number[]) {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT name FROM goods
         WHERE id IN (SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify([...new Set(ids)])}::jsonb))
         ORDER BY name`,
  );
  return rows.map((r) => r.name);
}

/** Cut-off on the supplier's clock; delivery day, time and windows on the sales point's. */
export function checkDelivery(
  partnership: Partnership,
  due: Date | null,
  deliveryTimeZone: string,
  now = new Date(),
) {
  if (!due) {
    throw refused('DELIVERY_REQUIRED', 'Укажите дату и время доставки', {
      due_delivery_datetime: 'Укажите дату доставки',
    });
  }
  const zones: DeliveryZones = { supplier: partnership.supplier_time_zone, delivery: deliveryTimeZone };
  const problem = deliveryProblem(partnership, due, now, zones);
  if (problem) throw refused('DELIVERY_NOT_ALLOWED', problem, { due_delivery_datetime: problem });
}

/** Compares the SQL total of the order with the partnership's minimum (both NUMERIC, in SQL). */
export async function checkMinimum(db: Queryable, orderId: number, partnership: Partnership) {
  const [row] = await queryRows<{ below: boolean; total: string }>(
    db,
    sql`SELECT total_amount < ${partnership.min_order_amount}::numeric AS below, total_amount::text AS total
          FROM orders WHERE id = ${orderId}`,
  );
  if (row?.below) throw refused('BELOW_MIN_ORDER_AMOUNT', belowMinimumMessage(row.total, partnership));
}

/** What checkout says of a total below the partnership's minimum (replenishment shows it too). */
export const belowMinimumMessage = (total: string, partnership: Partnership) =>
  `Сумма заказа ${formatRub(total)} меньше минимальной суммы заказа у ${partnership.supplier_name} — ${formatRub(partnership.min_order_amount)}`;
