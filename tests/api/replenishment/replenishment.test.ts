import { ORDER_STATUSES, STOCKTAKING_STATUSES } from '@contract/statuses';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../support/with-test-app';

const { t, igor, anna, olga, dmitry } = withTestApp(['igor', 'anna', 'olga', 'dmitry']);

interface Group {
  supplier_organization_id: number | null;
  supplier_name: string;
  total_amount: string;
  min_order_amount: string | null;
  next_delivery: string | null;
  shortfalls: string[];
  lines: {
    good_id: number;
    quantity: string;
    price: string | null;
    amount: string | null;
    stock_quantity: string;
  }[];
}

let client: number;
let point: number;
const goods = { piece: 0, kg: 0, veg: 0, stocked: 0 };

const goodOf = async (supplier: string, measure: string, skip = 0) => {
  const [row] = await t.database.query<{ id: number }>(
    `SELECT g.id::float8 AS id FROM goods g JOIN measures m ON m.id = g.measure_id
      JOIN price_list_goods pg ON pg.good_id = g.id
      JOIN price_lists pl ON pl.id = pg.price_list_id AND pl.is_active AND pl.client_organization_id = $3
      WHERE g.organization_id = $1 AND m.name = $2
        AND NOT EXISTS (SELECT 1 FROM stock_balances b WHERE b.sales_point_id = $5 AND b.good_id = g.id)
      ORDER BY pg.price, g.id OFFSET $4 LIMIT 1`,
    [t.id(supplier), measure, client, skip, point],
  );
  return Number(row.id);
};

/** A stocktaking of the point counted with these facts and accounted, as the storekeeper and admin do. */
async function countAndAccount(facts: Record<number, string>) {
  const doc = (
    await anna({ method: 'POST', url: `/v1/stocktaking_docs/?sales_point_id=${point}`, payload: {} })
  ).json();
  const ids = Object.keys(facts).map(Number);
  await anna({
    method: 'POST',
    url: `/v1/stocktaking_docs/${doc.id}/stocktaking_doc_line_items/bulk_create`,
    payload: { good_ids: ids },
  });
  const status = (s: 'counting' | 'counted' | 'accounted') =>
    anna({
      method: 'PUT',
      url: `/v1/stocktaking_docs/${doc.id}/status/?target_status_id=${STOCKTAKING_STATUSES.byKey[s].id}`,
    });
  expect((await status('counting')).statusCode).toBe(200);
  const lines = (await anna({ method: 'GET', url: `/v1/stocktaking_docs/${doc.id}/line_items` })).json()
    .items as {
    id: number;
    good_id: number;
  }[];
  const { version } = (await anna({ method: 'GET', url: `/v1/stocktaking_docs/${doc.id}` })).json();
  const saved = await anna({
    method: 'PUT',
    url: `/v1/stocktaking_docs/${doc.id}/stocktaking_doc_line_items/fact/bulk_update`,
    payload: { version, items: lines.map((l) => ({ item_id: l.id, fact_quantity: facts[l.good_id] })) },
  });
  expect(saved.statusCode).toBe(200);
  expect((await status('counted')).statusCode).toBe(200);
  expect((await status('accounted')).statusCode).toBe(200);
}

/** Goods received at the point: a delivered order of the supplier (its lines move the book stock). */
async function delivered(supplier: string, quantities: Record<number, string>) {
  const [order] = await t.database.query<{ id: number }>(
    `INSERT INTO orders (client_organization_id, supplier_organization_id, sales_point_id, sales_point_name, status_id)
     VALUES ($1, $2, $3, 'Тверская', $4) RETURNING id::float8 AS id`,
    [client, t.id(supplier), point, ORDER_STATUSES.byKey.delivered.id],
  );
  for (const [good, quantity] of Object.entries(quantities)) {
    await t.database.query(
      `INSERT INTO order_lines (order_id, client_organization_id, supplier_organization_id, good_id, quantity, price)
       VALUES ($1, $2, $3, $4, $5, 100)`,
      [order.id, client, t.id(supplier), Number(good), quantity],
    );
  }
}

const suggestion = async () => {
  const res = await igor({
    method: 'GET',
    url: `/v1/replenishment/suggestions?organization_id=${client}&sales_point_id=${point}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().groups as Group[];
};

beforeAll(async () => {
  client = t.id('org:client');
  point = t.id('sp:tverskaya');
  goods.piece = await goodOf('org:dairy', 'шт');
  goods.stocked = await goodOf('org:dairy', 'шт', 1);
  goods.kg = await goodOf('org:dairy', 'кг');
  goods.veg = await goodOf('org:veg', 'кг');
});

describe('replenishment (issue 45)', () => {
  it('suggests exactly the goods a stocktaking put below their minimum, by supplier, and makes drafts that pass checkout', async () => {
    const levels = [
      { sales_point_id: point, good_id: goods.piece, min_quantity: '10', order_up_to: '24', pack_size: '6' },
      { sales_point_id: point, good_id: goods.kg, min_quantity: '2', order_up_to: '5,5' },
      { sales_point_id: point, good_id: goods.veg, min_quantity: '20', order_up_to: '50' },
      { sales_point_id: point, good_id: goods.stocked, min_quantity: '2', order_up_to: '10' },
    ];
    const put = await igor({
      method: 'PUT',
      url: `/v1/par_levels/bulk_update?organization_id=${client}`,
      payload: { items: levels },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ saved: 4, removed: 0 });

    // Deliveries, a count with every good above its minimum, another delivery, then the count that
    // finds three goods short.
    await delivered('org:dairy', { [goods.piece]: '11', [goods.kg]: '3', [goods.stocked]: '8' });
    await delivered('org:veg', { [goods.veg]: '30' });
    await countAndAccount({ [goods.piece]: '11', [goods.kg]: '3', [goods.veg]: '30', [goods.stocked]: '8' });
    expect(await suggestion()).toEqual([]);
    await delivered('org:dairy', { [goods.piece]: '20' });
    await countAndAccount({
      [goods.piece]: '3',
      [goods.kg]: '1.25',
      [goods.veg]: '7.5',
      [goods.stocked]: '8',
    });

    // Each accounting told the organization's replenishment screens (the live event they reload on).
    const told = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type = 'stock.changed' AND object_id = $1 AND organization_id = $2`,
      [point, client],
    );
    expect(told[0].n).toBe(2);

    const groups = await suggestion();
    const byGood = Object.fromEntries(
      groups.flatMap((g) => g.lines.map((l) => [l.good_id, { ...l, group: g }])),
    );
    expect(Object.keys(byGood).map(Number).sort()).toEqual([goods.piece, goods.kg, goods.veg].sort());
    // Pieces whole and in packs of 6 (24 − 3 = 21 → 24), kilograms to the gram.
    expect(byGood[goods.piece].quantity).toBe('24');
    expect(byGood[goods.kg].quantity).toBe('4.25');
    expect(byGood[goods.veg].quantity).toBe('42.5');
    expect(byGood[goods.piece].stock_quantity).toBe('3');
    expect(groups.map((g) => g.supplier_organization_id).sort()).toEqual(
      [t.id('org:dairy'), t.id('org:veg')].sort(),
    );
    expect(byGood[goods.piece].group).toBe(byGood[goods.kg].group);
    const veg = byGood[goods.veg].group as Group;
    expect(veg.lines).toHaveLength(1);
    expect(veg.total_amount).toBe((Number(byGood[goods.veg].price) * 42.5).toFixed(2));
    // The veg supplier's 3 000 ₽ minimum is not reached: said as checkout says it.
    expect(veg.shortfalls.join(' ')).toMatch(/меньше минимальной суммы заказа .* не хватает/);
    for (const group of groups) expect(group.next_delivery).not.toBeNull();

    // Consumption beside the level: 28 pieces missing over 28 days is one a day.
    const list = await igor({
      method: 'GET',
      url: `/v1/par_levels/?organization_id=${client}&sales_point_id=${point}&only_set=true`,
    });
    expect(list.statusCode).toBe(200);
    const piece = list.json().items.find((r: { good_id: number }) => r.good_id === goods.piece);
    expect(piece).toMatchObject({
      min_quantity: '10',
      order_up_to: '24',
      pack_size: '6',
      stock_quantity: '3',
      daily_usage: '1',
    });
    expect(list.json().total).toBe(4);

    const count = await igor({ method: 'GET', url: '/v1/replenishment/below_minimum' });
    expect(count.json()).toEqual({ count: 3 });

    // The buyer raises what falls short of a supplier's minimum and makes the drafts.
    const adjusted = (g: Group) => {
      const lacking = Number(g.min_order_amount) - Number(g.total_amount);
      const top = [...g.lines].sort((a, b) => Number(b.price) - Number(a.price))[0];
      return g.lines.map((l) => ({
        good_id: l.good_id,
        quantity:
          lacking > 0 && l === top
            ? String(Number(l.quantity) + Math.ceil(lacking / Number(l.price)))
            : l.quantity,
      }));
    };
    const drafts = await igor({
      method: 'POST',
      url: `/v1/replenishment/drafts?organization_id=${client}`,
      payload: {
        groups: groups.map((g) => ({
          sales_point_id: point,
          supplier_organization_id: g.supplier_organization_id,
          lines: adjusted(g),
        })),
      },
    });
    expect(drafts.statusCode).toBe(201);
    const orders = drafts.json().orders as { id: number }[];
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      const sent = await igor({
        method: 'PUT',
        url: `/v1/client/orders/${order.id}/status?status_id=2&organization_id=${client}`,
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
  });

  it('refuses bad levels in Russian and keeps organizations apart', async () => {
    const bad = await igor({
      method: 'PUT',
      url: `/v1/par_levels/bulk_update?organization_id=${client}`,
      payload: {
        items: [{ sales_point_id: point, good_id: goods.piece, min_quantity: '10', order_up_to: '5' }],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('не может быть меньше минимума');
    const foreignPoint = await t.database.query<{ id: number }>(
      'SELECT id::float8 AS id FROM sales_points WHERE organization_id <> $1 LIMIT 1',
      [client],
    );
    if (foreignPoint[0]) {
      const foreign = await igor({
        method: 'PUT',
        url: `/v1/par_levels/bulk_update?organization_id=${client}`,
        payload: {
          items: [
            {
              sales_point_id: Number(foreignPoint[0].id),
              good_id: goods.piece,
              min_quantity: '1',
              order_up_to: '2',
            },
          ],
        },
      });
      expect(foreign.statusCode).toBe(422);
    }
    const outsider = await dmitry({
      method: 'GET',
      url: `/v1/par_levels/?organization_id=${client}&sales_point_id=${point}`,
    });
    expect(outsider.statusCode).toBe(404);
    const storekeeper = await olga({
      method: 'GET',
      url: `/v1/replenishment/suggestions?organization_id=${client}`,
    });
    expect(storekeeper.statusCode).toBe(403);
    expect(storekeeper.json().detail).toContain('Просмотр уровней запаса');
  });
});
