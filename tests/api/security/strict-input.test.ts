import { beforeAll, describe, expect, it } from 'vitest';
import { bigEnoughOrder, withOrderFixture } from '../orders/fixture';
import { expectErrorBody } from '../support/app';

/** Inputs the attack found accepted: fractions of whole units, `true` as an id, dates of year 1 and 9999. */
const { t, f, anna, buyer } = withOrderFixture({ anna: 'anna', buyer: 'igor' });

beforeAll(async () => {
  await t.database.query(
    `UPDATE goods SET measure_id = (SELECT id FROM measures WHERE name = 'шт') WHERE id = $1`,
    [f.goods[0].id],
  );
});

const orderCount = async () =>
  Number((await t.database.query<{ n: string }>('SELECT count(*)::text AS n FROM orders'))[0].n);
const expanded = (body: Record<string, unknown>) =>
  buyer({ method: 'POST', url: `/v1/client/orders/expanded?organization_id=${f.client}`, payload: body });

describe('whole units in order lines', () => {
  it('refuses to send 0,001 шт with 422 naming the good and the line, and accepts whole pieces', async () => {
    const before = await orderCount();
    const fraction = await expanded(
      bigEnoughOrder(f, {
        send: true,
        lines: [
          { good_id: f.goods[0].id, quantity: '0.001' },
          { good_id: f.goods[2].id, quantity: 30 },
        ],
      }),
    );
    const body = expectErrorBody(fraction, 422);
    const [good] = await t.database.query<{ name: string }>('SELECT name FROM goods WHERE id = $1', [
      f.goods[0].id,
    ]);
    expect(body.detail).toBe(`«${good.name}» — штучный товар: количество должно быть целым`);
    expect(body.fields).toEqual({ 'lines.0.quantity': 'Дробное количество штучного товара' });
    expect(await orderCount()).toBe(before);
    const whole = await expanded(
      bigEnoughOrder(f, {
        lines: [
          { good_id: f.goods[0].id, quantity: '10.000' },
          { good_id: f.goods[2].id, quantity: 20 },
        ],
      }),
    );
    expect(whole.statusCode, whole.body).toBe(201);
  });
});

describe('ids in JSON bodies', () => {
  it.each([true, false, null, [1], '', 'abc'])('%j as an id is a 422, never id 1', async (value) => {
    const before = await orderCount();
    const res = await expanded(bigEnoughOrder(f, { supplier_organization_id: value }));
    expect(expectErrorBody(res, 422).fields?.supplier_organization_id).toBe(
      'Ожидается числовой идентификатор',
    );
    expect(await orderCount()).toBe(before);
  });

  it('`true` as the category of an expense is refused, not read as category 1', async () => {
    const org = t.id('org:client');
    const res = await anna({
      method: 'POST',
      url: `/v1/expense_docs/?organization_id=${org}`,
      payload: { type: 1, date: '2026-11-20', amount: '10', category_id: true, sales_point_id: true },
    });
    const body = expectErrorBody(res, 422);
    expect(body.fields?.category_id).toBe('Ожидается числовой идентификатор');
    expect(body.fields?.sales_point_id).toBe('Ожидается числовой идентификатор');
  });

  it('still takes ids from the path and the query as digits', async () => {
    const res = await anna({ method: 'GET', url: `/v1/expense_docs/?organization_id=${t.id('org:client')}` });
    expect(res.statusCode).toBe(200);
  });
});

describe('expense dates', () => {
  const expense = (date: string) =>
    anna({
      method: 'POST',
      url: `/v1/expense_docs/?organization_id=${t.id('org:client')}`,
      payload: { type: 1, date, amount: '10', category_id: t.id('expense_category:rent') },
    });

  it.each(['0001-01-01', '1999-12-31', '9999-12-31'])('refuses %s with a Russian range', async (date) => {
    expect(expectErrorBody(await expense(date), 422).fields?.date).toMatch(
      /^Дата: от 01\.01\.2000 до \d{2}\.\d{2}\.\d{4}$/,
    );
  });

  it('accepts today and a date half a year ahead', async () => {
    const ahead = new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10);
    expect((await expense(new Date().toISOString().slice(0, 10))).statusCode).toBe(201);
    expect((await expense(ahead)).statusCode).toBe(201);
  });
});
