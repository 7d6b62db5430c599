import { sql } from 'drizzle-orm';
import type { SupplierOrderItem } from '../../../contract/orders';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../lib/sql';

/** "12.500" → "12,5"; "80.00" money → "80,00 ₽". */
const quantityText = (value: string) =>
  value
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '')
    .replace('.', ',');
const moneyText = (value: string) => `${Number(value).toFixed(2).replace('.', ',')} ₽`;

/**
 * The supplier's line changes in words for the order's history, read before they are applied:
 * «Молоко…»: 40 → 35 шт; «Кефир…» убрана; «Сметана…» добавлена, 2 шт.
 */
export async function lineChangeNote(db: Queryable, orderId: number, items: SupplierOrderItem[]) {
  if (items.length === 0) return null;
  const ids = sql.join(
    items.map((i) => sql`${i.good_id}`),
    sql`, `,
  );
  const before = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT l.good_id, l.good_name, l.measure_name, l.quantity::text AS quantity, l.price::text AS price,
               l.removed
          FROM order_lines l WHERE l.order_id = ${orderId} AND l.good_id IN (${ids})`,
  );
  const goods = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT g.id, g.name, m.name AS measure FROM goods g JOIN measures m ON m.id = g.measure_id
         WHERE g.id IN (${ids})`,
  );
  const lines = new Map(before.map((r) => [Number(r.good_id), r]));
  const names = new Map(goods.map((g) => [Number(g.id), g]));
  const parts: string[] = [];
  for (const item of items) {
    const line = lines.get(item.good_id);
    if (!line) {
      const good = names.get(item.good_id);
      parts.push(
        `«${good?.name ?? item.good_id}» добавлена, ${quantityText(item.quantity ?? '0')} ${good?.measure ?? ''}`.trim(),
      );
      continue;
    }
    const name = `«${line.good_name}»`;
    if (item.removed && !line.removed) {
      parts.push(`${name} убрана`);
      continue;
    }
    const changes: string[] = [];
    if (item.removed === false && line.removed) changes.push('возвращена');
    if (item.quantity !== undefined && Number(item.quantity) !== Number(line.quantity))
      changes.push(
        `${quantityText(String(line.quantity))} → ${quantityText(item.quantity)} ${line.measure_name}`,
      );
    if (item.price !== undefined && Number(item.price) !== Number(line.price))
      changes.push(`цена ${moneyText(String(line.price))} → ${moneyText(item.price)}`);
    if (changes.length > 0) parts.push(`${name}: ${changes.join(', ')}`);
  }
  return parts.length > 0 ? `Поставщик изменил позиции: ${parts.join('; ')}` : null;
}
