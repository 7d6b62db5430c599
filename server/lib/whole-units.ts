import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { queryRows } from './sql';

/** The rule of every document with quantities: a unit that is not fractional (шт, уп…) takes whole numbers. */
export const WHOLE_UNITS_MESSAGE = 'Для штучных товаров количество должно быть целым';
export const WHOLE_UNITS_FIELD = 'Дробное количество штучного товара';

const isWhole = (quantity: string) => /^\d+(\.0*)?$/.test(quantity);

/**
 * The indexes of the lines whose good is measured in whole units but whose quantity is fractional.
 * Lines without a quantity are skipped.
 */
export async function fractionalWholeUnitLines(
  db: Queryable,
  lines: { good_id: number; quantity?: string | null }[],
): Promise<number[]> {
  const fractional = lines.filter((l) => l.quantity && !isWhole(l.quantity));
  if (fractional.length === 0) return [];
  const ids = JSON.stringify([...new Set(fractional.map((l) => l.good_id))]);
  const whole = await queryRows<{ id: number }>(
    db,
    sql`SELECT g.id::float8 AS id FROM goods g JOIN measures m ON m.id = g.measure_id
         WHERE NOT m.is_fractional AND g.id IN (SELECT value::bigint FROM jsonb_array_elements_text(${ids}::jsonb))`,
  );
  const wholeIds = new Set(whole.map((r) => Number(r.id)));
  return lines.flatMap((l, index) =>
    l.quantity && !isWhole(l.quantity) && wholeIds.has(l.good_id) ? [index] : [],
  );
}
