import { readFileSync } from 'node:fs';
import { ORDER_STATUSES, STOCKTAKING_STATUSES } from '@contract/statuses';
import { describe, expect, it } from 'vitest';
import type { Client } from '../support/app';
import { withTestApp } from '../support/with-test-app';
import {
  ACCOUNTED,
  expectMaintained,
  insertWriteOff,
  RECEIVED,
  WRITE_OFF_ACCOUNTED,
} from './stock-reference';

/**
 * What migration 0019 keeps instead of computing per request: copies of the good's fields and of
 * its stock balance on each line (the name is the sort key), each document's line count and
 * totals, and stock_balances. Each must stay equal to what the goods hold and the stock rule
 * (docs/stock-rule.md) computes from scratch, which this file does in SQL.
 */
const { t, anna, olga } = withTestApp(['anna', 'olga']);
const url = (path = '') => `/v1/stocktaking_docs${path}`;

async function newDoc(client: Client, salesPointId: number) {
  const res = await client({ method: 'POST', url: url(`/?sales_point_id=${salesPointId}`), payload: {} });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; version: number };
}

type Line = {
  id: number;
  good_id: number;
  good_name: string;
  good_code: string | null;
  barcodes: string[];
  price: string | null;
  book_quantity: string | null;
};
async function lines(client: Client, id: number, query = 'limit=10000') {
  const res = await client({ method: 'GET', url: url(`/${id}/line_items?${query}`) });
  expect(res.statusCode).toBe(200);
  return res.json() as { version: number; total: number; items: Line[] };
}

async function addGoods(client: Client, id: number, goodIds: number[]) {
  const res = await client({
    method: 'POST',
    url: url(`/${id}/stocktaking_doc_line_items/bulk_create`),
    payload: { good_ids: goodIds },
  });
  expect(res.statusCode).toBe(200);
}

async function setFacts(client: Client, id: number, facts: [number, string][]) {
  const { version } = await lines(client, id);
  const res = await client({
    method: 'PUT',
    url: url(`/${id}/stocktaking_doc_line_items/fact/bulk_update`),
    payload: { version, items: facts.map(([itemId, fact]) => ({ item_id: itemId, fact_quantity: fact })) },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const clientGoods = async (n: number) =>
  (
    await t.database.query<{ id: string }>(
      'SELECT id FROM goods WHERE organization_id = $1 ORDER BY id LIMIT $2',
      [t.id('org:client'), n],
    )
  ).map((r) => Number(r.id));

describe('sorted pages and the line count', () => {
  it('pages in name order both ways and by id, as the whole list', async () => {
    const doc = await newDoc(olga, t.id('sp:inventory_point'));
    await addGoods(olga, doc.id, await clientGoods(12));
    const all = (await lines(olga, doc.id)).items;
    expect(all).toHaveLength(12);
    for (const order of ['', '&order_by=desc', '&order_field=id', '&order_field=id&order_by=desc']) {
      const full = (await lines(olga, doc.id, `limit=10000${order}`)).items.map((l) => l.id);
      const paged: number[] = [];
      for (const offset of [0, 5, 10]) {
        const page = await lines(olga, doc.id, `limit=5&offset=${offset}${order}`);
        expect(page.total).toBe(12);
        paged.push(...page.items.map((l) => l.id));
      }
      expect(paged).toEqual(full);
    }
    const names = all.map((l) => l.good_name);
    const desc = (await lines(olga, doc.id, 'order_by=desc')).items.map((l) => l.good_name);
    expect(desc).toEqual([...names].reverse());
    const byId = (await lines(olga, doc.id, 'order_field=id')).items.map((l) => l.id);
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
  });

  it('moves a renamed good in the sorted page and shows its new code and price', async () => {
    const doc = await newDoc(olga, t.id('sp:inventory_point'));
    await addGoods(olga, doc.id, await clientGoods(6));
    const before = (await lines(olga, doc.id)).items;
    const last = before[before.length - 1];
    const renamed = await anna({
      method: 'PUT',
      url: `/v1/goods/${last.good_id}?organization_id=${t.id('org:client')}`,
      payload: {
        name: `ААА ${last.good_name}`,
        code: 'ПЕРЕИМ-1',
        barcodes: ['4600000000015'],
        base_price: '123.45',
      },
    });
    expect(renamed.statusCode).toBe(200);
    const first = (await lines(olga, doc.id, 'limit=1')).items[0];
    expect(first).toMatchObject({
      id: last.id,
      good_name: `ААА ${last.good_name}`,
      good_code: 'ПЕРЕИМ-1',
      barcodes: ['4600000000015'],
      price: '123.45',
    });
    const lastNow = (await lines(olga, doc.id, 'limit=1&order_by=desc')).items[0];
    expect(lastNow.id).toBe(before[before.length - 2].id);
    await expectMaintained(t);
  });

  it('counts added and removed lines on the document', async () => {
    const doc = await newDoc(olga, t.id('sp:inventory_point'));
    const goods = await clientGoods(5);
    await addGoods(olga, doc.id, goods.slice(0, 3));
    await addGoods(olga, doc.id, goods);
    const listed = await lines(olga, doc.id, 'limit=2');
    expect(listed.total).toBe(5);
    expect(listed.items).toHaveLength(2);
    const [a, b] = listed.items;
    const saved = await setFacts(olga, doc.id, [
      [a.id, '1'],
      [b.id, '2'],
    ]);
    expect(saved.totals).toMatchObject({ lines_count: 5, counted_count: 2 });
    const removed = await olga({
      method: 'DELETE',
      url: url(`/${doc.id}/stocktaking_doc_line_items/?item_ids=${a.id}`),
    });
    expect(removed.json()).toMatchObject({ deleted: 1 });
    expect((await lines(olga, doc.id, 'limit=1')).total).toBe(4);
    const header = await olga({ method: 'GET', url: url(`/${doc.id}`) });
    expect(header.json().totals).toMatchObject({ lines_count: 4, counted_count: 1 });
    const list = await olga({
      method: 'GET',
      url: url(`/?sales_point_id=${t.id('sp:inventory_point')}&limit=100`),
    });
    const item = list.json().items.find((d: { id: number }) => d.id === doc.id);
    expect(item.totals).toMatchObject({ lines_count: 4, counted_count: 1 });
    await expectMaintained(t);
  });
});

describe('stock balances follow every movement', () => {
  it('equal the rule through orders, write-offs, accounting and price changes', async () => {
    await expectMaintained(t);
    const client = t.id('org:client');
    // An order of the client still on its way: its sales point and goods.
    const [order] = await t.database.query<{ id: string; sales_point_id: string }>(
      'SELECT id, sales_point_id FROM orders WHERE id = $1',
      [t.id('order:executing')],
    );
    const point = Number(order.sales_point_id);
    const orderGoods = (
      await t.database.query<{ good_id: string }>(
        'SELECT good_id FROM order_lines WHERE order_id = $1 ORDER BY id',
        [order.id],
      )
    ).map((r) => Number(r.good_id));

    // A count at that point holding the order's goods and the client's own.
    const doc = await newDoc(anna, point);
    const own = await clientGoods(3);
    await addGoods(anna, doc.id, [...orderGoods, ...own]);
    const before = new Map((await lines(anna, doc.id)).items.map((l) => [l.good_id, l]));
    await setFacts(
      anna,
      doc.id,
      [...before.values()].map((l, i): [number, string] => [l.id, String(i + 2)]),
    );
    await expectMaintained(t);

    // The order reaches the buyer: its lines add to the book quantity.
    await t.database.query(`UPDATE orders SET status_id = $2, updated_at = now() WHERE id = $1`, [
      order.id,
      ORDER_STATUSES.byKey.delivered.id,
    ]);
    await expectMaintained(t);
    const delivered = new Map((await lines(anna, doc.id)).items.map((l) => [l.good_id, l]));
    expect(delivered.get(orderGoods[0])?.book_quantity).not.toBe(before.get(orderGoods[0])?.book_quantity);

    // The supplier corrects a delivered line; a write-off is accounted.
    await t.database.query(
      'UPDATE order_lines SET quantity = quantity + 1 WHERE order_id = $1 AND good_id = $2',
      [order.id, orderGoods[0]],
    );
    await expectMaintained(t);
    const writeOffId = await insertWriteOff(t, client, point, 900, [
      { goodId: orderGoods[1], quantity: '1.5' },
      { goodId: own[0], quantity: '2' },
    ]);
    await expectMaintained(t);
    await t.database.query('UPDATE write_off_docs SET status_id = $2, accounted_at = now() WHERE id = $1', [
      writeOffId,
      WRITE_OFF_ACCOUNTED,
    ]);
    await expectMaintained(t);

    // A second open count of the same goods; the first one is accounted and resets the stock.
    const second = await newDoc(anna, point);
    await addGoods(anna, second.id, [...orderGoods, ...own]);
    const secondLines = (await lines(anna, second.id)).items;
    await setFacts(
      anna,
      second.id,
      secondLines.map((l): [number, string] => [l.id, '7']),
    );
    for (const status of ['counting', 'counted', 'accounted'] as const) {
      const moved = await anna({
        method: 'PUT',
        url: url(`/${doc.id}/status/?target_status_id=${STOCKTAKING_STATUSES.byKey[status].id}`),
      });
      expect(moved.statusCode).toBe(200);
    }
    await expectMaintained(t);

    // The order moves on after the count: it counts again, now after the reset.
    await t.database.query(
      `UPDATE orders SET status_id = $2, updated_at = now() + interval '1 minute' WHERE id = $1`,
      [order.id, ORDER_STATUSES.byKey.signing.id],
    );
    await expectMaintained(t);

    // A new base price changes the open count's money, not the accounted one's.
    const accountedTotals = (await anna({ method: 'GET', url: url(`/${doc.id}`) })).json().totals;
    await t.database.query('UPDATE goods SET base_price = coalesce(base_price, 0) + 10 WHERE id = ANY ($1)', [
      [...orderGoods, ...own],
    ]);
    await expectMaintained(t);
    expect((await anna({ method: 'GET', url: url(`/${doc.id}`) })).json().totals).toEqual(accountedTotals);

    // Lines leave: a counted line of the open count, then the whole order.
    await olga({
      method: 'DELETE',
      url: url(`/${second.id}/stocktaking_doc_line_items/?item_ids=${secondLines[0].id}`),
    });
    await expectMaintained(t);
    await t.database.query('DELETE FROM orders WHERE id = $1', [order.id]);
    await expectMaintained(t);
  });

  it('spells the contract status ids the migration uses', async () => {
    const source = readFileSync(
      new URL('../../../server/db/migrations/0019_stocktaking_reads.sql', import.meta.url),
      'utf8',
    );
    const received = RECEIVED.map((s) => ORDER_STATUSES.byKey[s].id).sort((a, b) => a - b);
    expect(source).toContain(`status_id IN (${received.join(', ')})`);
    expect(source).toContain(
      `stocktaking accounted ${ACCOUNTED}, write-off accounted ${WRITE_OFF_ACCOUNTED}`,
    );
  });
});
