import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorBody, type TestApp } from '../support/app';

/** Issue 20, item 6: a price list edited item by item, and a bulk price change with a preview. */
let t: TestApp;
let dairy: string;
let veg: string;
let listId: number;
let goods: { good_id: number; price: string; price_list_category_id: number | null }[];

const url = (path: string, org = t.id('org:dairy')) =>
  `/v1/supplier/price_lists/${listId}${path}${path.includes('?') ? '&' : '?'}organization_id=${org}`;
const listGoods = async () =>
  (await t.as(dairy)({ method: 'GET', url: url('/goods?limit=1000&order_field=good_id') })).json().items as {
    good_id: number;
    price: string;
  }[];

beforeAll(async () => {
  t = await createTestApp();
  [dairy, veg] = await Promise.all([t.login('dmitry@zorka.demo'), t.login('sergey@urozhai.demo')]);
  listId = t.id('pl:dairy');
  goods = await t.database.query(
    `SELECT good_id::int, price::text, price_list_category_id::int FROM price_list_goods
      WHERE price_list_id = $1 ORDER BY good_id`,
    [listId],
  );
});
afterAll(() => t.close());

describe('removing goods', () => {
  it('removes exactly the chosen goods; another supplier gets 404 and nothing changes', async () => {
    const [a, b] = goods.slice(-2).map((g) => g.good_id);
    const foreign = await t.as(veg)({
      method: 'DELETE',
      url: url(`/goods?good_ids=${a}`, t.id('org:veg')),
    });
    expectErrorBody(foreign, 404);
    const none = await t.as(dairy)({ method: 'DELETE', url: url('/goods') });
    expect(expectErrorBody(none, 422).fields?.good_ids).toBe('Выберите товары, которые нужно убрать');
    expect(await listGoods()).toHaveLength(goods.length);

    const res = await t.as(dairy)({ method: 'DELETE', url: url(`/goods?good_ids=${a},${b}`) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ removed: 2 });
    const left = (await listGoods()).map((g) => g.good_id);
    expect(left).toHaveLength(goods.length - 2);
    expect(left).not.toContain(a);
    expect(left).not.toContain(b);
  });
});

describe('a bulk price change', () => {
  it('previews without writing, then applies a percentage to a selection, rounded to kopecks', async () => {
    const [a, b] = goods.slice(0, 2);
    const body = { good_ids: [a.good_id, b.good_id], percent: '10' };
    const preview = await t.as(dairy)({ method: 'POST', url: url('/reprice'), payload: body });
    expect(preview.statusCode, preview.body).toBe(200);
    const expected = (price: string) => (Math.round(Number(price) * 110) / 100).toFixed(2);
    expect(preview.json().applied).toBe(false);
    expect(preview.json().total).toBe(2);
    const byId = new Map(
      preview.json().items.map((i: { good_id: number; new_price: string }) => [i.good_id, i]),
    );
    expect(byId.get(a.good_id)).toMatchObject({ price: a.price, new_price: expected(a.price) });
    const untouched = await listGoods();
    expect(untouched.find((g) => g.good_id === a.good_id)?.price).toBe(a.price);

    const applied = await t.as(dairy)({
      method: 'POST',
      url: url('/reprice'),
      payload: { ...body, apply: true },
    });
    expect(applied.json()).toMatchObject({ applied: true, total: 2 });
    const after = await listGoods();
    expect(after.find((g) => g.good_id === a.good_id)?.price).toBe(expected(a.price));
    expect(after.find((g) => g.good_id === b.good_id)?.price).toBe(expected(b.price));
    expect(after.find((g) => g.good_id === goods[2].good_id)?.price).toBe(goods[2].price);
  });

  it('sets one price for a whole category', async () => {
    const category = goods.find((g) => g.price_list_category_id !== null)?.price_list_category_id;
    expect(category).toBeTruthy();
    const res = await t.as(dairy)({
      method: 'POST',
      url: url('/reprice'),
      payload: { price_list_category_id: category, price: '99,90', apply: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const inCategory = await t.database.query<{ price: string }>(
      'SELECT price::text FROM price_list_goods WHERE price_list_id = $1 AND price_list_category_id = $2',
      [listId, category],
    );
    expect(inCategory.length).toBeGreaterThan(0);
    expect(new Set(inCategory.map((g) => g.price))).toEqual(new Set(['99.90']));
  });

  it('refuses unclear or impossible changes with a Russian 422 and writes nothing', async () => {
    const before = await listGoods();
    const cases = [
      { payload: { percent: '5' }, field: 'good_ids' },
      { payload: { good_ids: [goods[0].good_id] }, field: 'percent' },
      { payload: { good_ids: [goods[0].good_id], percent: '-100', apply: true }, field: 'percent' },
      { payload: { good_ids: [goods[0].good_id], percent: '5', price: '1', apply: true }, field: 'percent' },
    ];
    for (const { payload, field } of cases) {
      const res = await t.as(dairy)({ method: 'POST', url: url('/reprice'), payload });
      expect(expectErrorBody(res, 422).fields?.[field], JSON.stringify(payload)).toMatch(/[А-я]/);
    }
    expect(await listGoods()).toEqual(before);
  });
});
