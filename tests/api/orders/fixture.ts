import { addDays, businessInstant, businessParts } from '@contract/order-delivery';
import { DEMO_USERS } from '@server/db/seed/foundation';
import { beforeAll } from 'vitest';
import type { Client, TestApp } from '../support/app';
import { type DemoUser, type TestFile, withTestApp } from '../support/with-test-app';

const email = (key: (typeof DEMO_USERS)[number]['key']) => DEMO_USERS.find((u) => u.key === key)?.email ?? '';
export const EMAILS = {
  buyer: email('buyer'),
  clientAdmin: email('client_admin'),
  storekeeper: email('storekeeper'),
  dairy: email('dairy_admin'),
  dairySales: email('dairy_sales'),
  veg: email('veg_admin'),
};

/** A Moscow date `days` from today at hh:mm, as an ISO instant. */
export const deliveryAt = (days: number, hhmm = '10:00') =>
  businessInstant(addDays(businessParts(new Date()).date, days), hhmm).toISOString();

export interface OrderFixture {
  client: number;
  dairy: number;
  /** A supplier organization without any partnership with the client. */
  stranger: number;
  servedPoint: number;
  otherPoint: number;
  /** Dairy goods in the client's price list, with their prices. */
  goods: { id: number; price: string }[];
  /** A dairy good that is not in the price list. */
  unlistedGood: number;
  partnershipId: number;
  priceListId: number;
}

/**
 * Known trade terms for the orders tests, written as the database owner so they do not depend on
 * the demo data of other areas: the client ↔ dairy partnership is active (minimum 3 000 ₽, every
 * day, no cut-off, no windows, serving one sales point) with a fresh price list of five goods.
 */
export async function orderFixture(t: TestApp, extraGoods = 0): Promise<OrderFixture> {
  const q = <T>(text: string, params: unknown[] = []) => t.database.query<T>(text, params);
  const client = t.id('org:client');
  const dairy = t.id('org:dairy');
  const [{ id: stranger }] = await q<{ id: number }>(
    `INSERT INTO organizations (name, module_supplier) VALUES ('ООО «Без партнёрства»', true) RETURNING id`,
  );
  const point = async (name: string) =>
    (
      await q<{ id: number }>(
        `INSERT INTO sales_points (organization_id, name, address) VALUES ($1, $2, 'Москва') RETURNING id`,
        [client, name],
      )
    )[0].id;
  const servedPoint = await point('Кафе «Тестовое» на Тверской');
  const otherPoint = await point('Склад «Тестовый» на Лесной');
  const [{ id: partnershipId }] = await q<{ id: number }>(
    `INSERT INTO partnerships (client_organization_id, supplier_organization_id, status, min_order_amount,
                               delivery_weekdays, order_cutoff_time, delivery_windows)
     VALUES ($1, $2, 'active', 3000, '{1,2,3,4,5,6,7}', NULL, '[]')
     ON CONFLICT (client_organization_id, supplier_organization_id) DO UPDATE SET status = 'active',
       min_order_amount = 3000, delivery_weekdays = '{1,2,3,4,5,6,7}', order_cutoff_time = NULL, delivery_windows = '[]'
     RETURNING id`,
    [client, dairy],
  );
  await q('DELETE FROM partnership_sales_points WHERE partnership_id = $1', [partnershipId]);
  await q(
    `INSERT INTO partnership_sales_points (partnership_id, client_organization_id, supplier_organization_id, sales_point_id)
     VALUES ($1, $2, $3, $4)`,
    [partnershipId, client, dairy, servedPoint],
  );
  await q(
    'UPDATE price_lists SET is_active = false WHERE client_organization_id = $1 AND supplier_organization_id = $2',
    [client, dairy],
  );
  const [{ id: priceListId }] = await q<{ id: number }>(
    `INSERT INTO price_lists (supplier_organization_id, client_organization_id, name, valid_from, is_active)
     VALUES ($1, $2, 'Тестовый прайс-лист', current_date - 1, true) RETURNING id`,
    [dairy, client],
  );
  const names = [
    'Молоко 3,2 % 1 л',
    'Кефир 1 % 0,9 л',
    'Сметана 20 % 300 г',
    'Творог 9 % 500 г',
    'Масло сливочное 82,5 %',
  ];
  const prices = ['89.90', '75.50', '120.00', '210.00', '185.40'];
  for (let i = 0; i < extraGoods; i++) {
    names.push(`Товар для теста №${i + 1}`);
    prices.push(`${(i % 97) + 1}.${String((i * 37) % 100).padStart(2, '0')}`);
  }
  const goods = await q<{ id: number; price: string }>(
    `WITH g AS (
       INSERT INTO goods (organization_id, name, measure_id)
       SELECT $1, n, 1 FROM unnest($2::text[]) WITH ORDINALITY AS t(n, i) ORDER BY i RETURNING id, name)
     INSERT INTO price_list_goods (price_list_id, good_id, supplier_organization_id, client_organization_id, price)
     SELECT $3, g.id, $1, $4, p.price::numeric FROM g
       JOIN unnest($2::text[], $5::text[]) AS p(name, price) ON p.name = g.name
     RETURNING good_id AS id, price::text AS price`,
    [dairy, names, priceListId, client, prices],
  );
  goods.sort((a, b) => Number(a.id) - Number(b.id));
  const [{ id: unlistedGood }] = await q<{ id: number }>(
    `INSERT INTO goods (organization_id, name) VALUES ($1, 'Ряженка 4 % (нет в прайсе)') RETURNING id`,
    [dairy],
  );
  return {
    client,
    dairy,
    stranger: Number(stranger),
    servedPoint: Number(servedPoint),
    otherPoint: Number(otherPoint),
    goods: goods.map((g) => ({ id: Number(g.id), price: g.price })),
    unlistedGood: Number(unlistedGood),
    partnershipId: Number(partnershipId),
    priceListId: Number(priceListId),
  };
}

/** A body for POST /expanded above the minimum (10 × 89,90 + 20 × 120,00 = 3 299,00 ₽). */
export const bigEnoughOrder = (f: OrderFixture, extra: Record<string, unknown> = {}) => ({
  supplier_organization_id: f.dairy,
  sales_point_id: f.servedPoint,
  due_delivery_datetime: deliveryAt(2),
  comment: 'Доставка к служебному входу',
  lines: [
    { good_id: f.goods[0].id, quantity: '10' },
    { good_id: f.goods[2].id, quantity: 20, comment: 'Свежая партия' },
  ],
  ...extra,
});

/** withTestApp with the orders' trade terms (`f`, laid before the file's own hooks) and its users. */
export function withOrderFixture<K extends string>(
  users: Record<K, DemoUser>,
  extraGoods = 0,
): TestFile<K> & { f: OrderFixture } {
  const file = withTestApp(users);
  const f = {} as OrderFixture;
  beforeAll(async () => {
    Object.assign(f, await orderFixture(file.t, extraGoods));
  });
  return { ...file, f };
}

/** The client's POST /expanded of `bigEnoughOrder` (a draft unless `extra` says `send: true`). */
export const placeOrder = (client: Client, f: OrderFixture, extra: Record<string, unknown> = {}) =>
  client({
    method: 'POST',
    url: `/v1/client/orders/expanded?organization_id=${f.client}`,
    payload: bigEnoughOrder(f, extra),
  });
