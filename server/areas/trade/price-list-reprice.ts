import { sql } from 'drizzle-orm';
import type { PriceListRepriceBody, PriceListRepriceResponse } from '../../../contract/price-lists';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../errors';
import { queryRows } from '../../lib/sql';

const PREVIEW = 100;
const MONEY_LIMIT = '999999999999.99';

type Row = Record<string, unknown>;

/** Removes the chosen goods from the price list; answers how many were there. */
export async function removePriceListGoods(db: Queryable, priceListId: number, goodIds: number[]) {
  const removed = await queryRows<Row>(
    db,
    sql`DELETE FROM price_list_goods
         WHERE price_list_id = ${priceListId}
           AND good_id IN (SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(goodIds)}::jsonb))
     RETURNING good_id`,
  );
  return removed.length;
}

/**
 * A bulk price change of a selection or a category: by a percentage (rounded to kopecks) or to one
 * value. The new prices are computed in SQL; with `apply` they are written in the same statement
 * shape (the price history triggers record every change).
 */
export async function repriceGoods(
  db: Queryable,
  priceListId: number,
  body: PriceListRepriceBody,
): Promise<PriceListRepriceResponse> {
  const scope = body.good_ids?.length
    ? sql`g.good_id IN (SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(body.good_ids)}::jsonb))`
    : sql`g.price_list_category_id = ${body.price_list_category_id ?? 0}`;
  const next =
    body.percent !== undefined
      ? sql`round(g.price * (100 + ${body.percent}::numeric) / 100, 2)`
      : sql`${body.price ?? '0'}::numeric(14, 2)`;
  const changing = sql`
    SELECT g.good_id, goods.name, g.price, ${next} AS new_price
      FROM price_list_goods g JOIN goods ON goods.id = g.good_id
     WHERE g.price_list_id = ${priceListId} AND ${scope}`;
  const [limits] = await queryRows<Row>(
    db,
    sql`SELECT count(*) FILTER (WHERE c.new_price <> c.price) AS total,
               count(*) FILTER (WHERE c.new_price > ${MONEY_LIMIT}::numeric) AS too_big
          FROM (${changing}) c`,
  );
  if (Number(limits.too_big) > 0) {
    throw badRequest('Новая цена слишком велика для некоторых товаров', {
      percent: 'Слишком большое изменение',
    });
  }
  const items = await queryRows<Row>(
    db,
    sql`SELECT c.good_id, c.name, c.price::text AS price, c.new_price::text AS new_price
          FROM (${changing}) c WHERE c.new_price <> c.price ORDER BY c.name, c.good_id LIMIT ${PREVIEW}`,
  );
  if (body.apply && Number(limits.total) > 0) {
    await db.execute(sql`
      UPDATE price_list_goods g SET price = ${next}, updated_at = now()
       WHERE g.price_list_id = ${priceListId} AND ${scope} AND ${next} <> g.price`);
  }
  return {
    items: items.map((r) => ({
      good_id: Number(r.good_id),
      name: String(r.name),
      price: String(r.price),
      new_price: String(r.new_price),
    })),
    total: Number(limits.total),
    applied: body.apply && Number(limits.total) > 0,
  };
}
