import { sql } from 'drizzle-orm';
import type { SuggestionGroup, SuggestionLine } from '../../../contract/replenishment';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { queryRows } from '../../lib/sql';
import {
  activePartnership,
  belowMinimumMessage,
  formatRub,
  type Partnership,
  servedSalesPoint,
} from '../orders/checkout-rules';
import { idSet, needsQuery } from './needs';
import { nextDeliveryAt } from './next-delivery';
import { currentPriceLists, priceListIds } from './price-lists';

interface NeedRow {
  sales_point_id: number;
  sales_point_name: string;
  supplier_id: number | null;
  supplier_name: string | null;
  good_id: number;
  good_name: string;
  measure: string;
  stock: string;
  min_quantity: string;
  target: string;
  daily: string;
  quantity: string;
  price: string | null;
  amount: string | null;
}

const NOT_IN_PRICE_LIST = 'Нет в действующем прайс-листе поставщика';
export const NO_DELIVERY = 'Ближайшей даты доставки нет: поставщик не доставляет в ближайшие две недели';
const OWN_GOOD = 'Свой товар организации: поставщика нет, закупите его вручную';

/**
 * The suggested orders of a client (one sales point or all): the goods at or below their minimum,
 * grouped by sales point and supplier (the good's owner, whose current price list gives the price),
 * each group checked as checkout checks an order — partnership, served point, minimum amount, next
 * delivery — with what falls short said in Russian.
 */
export async function suggestions(
  db: Queryable,
  clientId: number,
  salesPointId: number | null,
  days: number,
  now = new Date(),
): Promise<SuggestionGroup[]> {
  const lists = await currentPriceLists(db, clientId);
  const rows = await queryRows<NeedRow>(
    db,
    sql`SELECT n.sales_point_id::float8 AS sales_point_id, sp.name AS sales_point_name,
               CASE WHEN g.organization_id <> n.organization_id THEN g.organization_id::float8 END AS supplier_id,
               CASE WHEN g.organization_id <> n.organization_id THEN s.name END AS supplier_name,
               n.good_id::float8 AS good_id, g.name AS good_name, m.name AS measure,
               trim_scale(n.stock)::text AS stock, trim_scale(n.min_quantity)::text AS min_quantity,
               trim_scale(n.target)::text AS target, trim_scale(n.daily)::text AS daily,
               n.quantity::text AS quantity, pg.price::text AS price,
               round(n.quantity * pg.price, 2)::text AS amount
          FROM (${needsQuery(idSet([clientId]), salesPointId, days)}) n
          JOIN sales_points sp ON sp.id = n.sales_point_id
          JOIN goods g ON g.id = n.good_id
          JOIN measures m ON m.id = g.measure_id
          JOIN organizations s ON s.id = g.organization_id
          LEFT JOIN price_list_goods pg ON pg.good_id = n.good_id AND pg.price_list_id IN (${priceListIds(lists)})
         ORDER BY sp.name, sp.id, s.name, g.organization_id, g.name, g.id`,
  );
  const groups = new Map<string, { head: NeedRow; lines: SuggestionLine[] }>();
  for (const row of rows) {
    const key = `${row.sales_point_id}:${row.supplier_id ?? 'own'}`;
    const group = groups.get(key) ?? { head: row, lines: [] };
    groups.set(key, group);
    group.lines.push({
      good_id: Number(row.good_id),
      good_name: row.good_name,
      measure: row.measure,
      stock_quantity: row.stock,
      min_quantity: row.min_quantity,
      order_up_to: row.target,
      daily_usage: row.daily,
      quantity: row.quantity,
      price: row.price,
      amount: row.amount,
      problem: row.supplier_id === null ? OWN_GOOD : row.price === null ? NOT_IN_PRICE_LIST : null,
    });
  }
  const checker = groupChecker(db, clientId, now);
  const result: SuggestionGroup[] = [];
  for (const { head, lines } of groups.values()) result.push(await checker(head, lines));
  return result;
}

/** Checkout's refusal as a sentence, or the error itself when it is not one. */
async function shortfallOf<T>(check: () => Promise<T>): Promise<T | string> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 422) return error.detail;
    throw error;
  }
}

const cents = (money: string) => Math.round(Number(money) * 100);

function groupChecker(db: Queryable, clientId: number, now: Date) {
  const partnerships = new Map<number, Promise<Partnership | string>>();
  return async (head: NeedRow, lines: SuggestionLine[]): Promise<SuggestionGroup> => {
    const total = lines.reduce((sum, line) => sum + (line.amount === null ? 0 : cents(line.amount)), 0);
    const totalAmount = (total / 100).toFixed(2);
    const base = {
      sales_point_id: Number(head.sales_point_id),
      sales_point_name: head.sales_point_name,
      supplier_organization_id: head.supplier_id === null ? null : Number(head.supplier_id),
      supplier_name: head.supplier_name ?? 'Без поставщика',
      total_amount: totalAmount,
      lines,
    };
    const supplier = base.supplier_organization_id;
    if (supplier === null) {
      return { ...base, min_order_amount: null, next_delivery: null, shortfalls: [OWN_GOOD] };
    }
    const shortfalls: string[] = [];
    const missing = lines.filter((l) => l.problem !== null).length;
    if (missing > 0) shortfalls.push(`${missing} из ${lines.length}: ${NOT_IN_PRICE_LIST.toLowerCase()}`);
    if (!partnerships.has(supplier)) {
      partnerships.set(
        supplier,
        shortfallOf(() => activePartnership(db, clientId, supplier)),
      );
    }
    const partnership = await partnerships.get(supplier);
    if (typeof partnership === 'string' || partnership === undefined) {
      return {
        ...base,
        min_order_amount: null,
        next_delivery: null,
        shortfalls: [...shortfalls, String(partnership)],
      };
    }
    const point = await shortfallOf(() => servedSalesPoint(db, clientId, supplier, base.sales_point_id));
    if (typeof point === 'string') shortfalls.push(point);
    if (total < cents(partnership.min_order_amount)) {
      const lacking = ((cents(partnership.min_order_amount) - total) / 100).toFixed(2);
      shortfalls.push(`${belowMinimumMessage(totalAmount, partnership)}: не хватает ${formatRub(lacking)}`);
    }
    const zone = typeof point === 'string' ? partnership.supplier_time_zone : point.timeZone;
    const next = nextDeliveryAt(partnership, zone, now);
    if (!next) shortfalls.push(NO_DELIVERY);
    return {
      ...base,
      min_order_amount: partnership.min_order_amount,
      next_delivery: next,
      shortfalls,
    };
  };
}
