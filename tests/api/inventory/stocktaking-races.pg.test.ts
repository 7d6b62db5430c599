import { ORDER_STATUSES, STOCKTAKING_STATUSES } from '@contract/statuses';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../support/with-test-app';
import { expectMaintained, insertWriteOff, WRITE_OFF_ACCOUNTED } from './stock-reference';

/**
 * Everything that moves the kept stock balances, line copies and totals (migration 0019) at once,
 * at one sales point, on a real PostgreSQL server (this file runs only in the api-pg project):
 * no request fails or deadlocks, and afterwards every kept value equals the rule from scratch.
 */
const { t, anna } = withTestApp(['anna']);
const url = (path = '') => `/v1/stocktaking_docs${path}`;

async function docWith(point: number, goodIds: number[], withFacts: boolean) {
  const created = await anna({ method: 'POST', url: url(`/?sales_point_id=${point}`), payload: {} });
  expect(created.statusCode).toBe(201);
  const id: number = created.json().id;
  const added = await anna({
    method: 'POST',
    url: url(`/${id}/stocktaking_doc_line_items/bulk_create`),
    payload: { good_ids: goodIds },
  });
  expect(added.statusCode).toBe(200);
  const listed = (await anna({ method: 'GET', url: url(`/${id}/line_items?limit=10000`) })).json();
  if (withFacts) {
    const saved = await anna({
      method: 'PUT',
      url: url(`/${id}/stocktaking_doc_line_items/fact/bulk_update`),
      payload: {
        version: listed.version,
        items: listed.items.map((l: { id: number }, i: number) => ({
          item_id: l.id,
          fact_quantity: String(i + 1),
        })),
      },
    });
    expect(saved.statusCode).toBe(200);
  }
  return { id, itemIds: listed.items.map((l: { id: number }) => l.id) as number[] };
}

const setStatus = (id: number, status: 'counting' | 'counted' | 'accounted') =>
  anna({
    method: 'PUT',
    url: url(`/${id}/status/?target_status_id=${STOCKTAKING_STATUSES.byKey[status].id}`),
  });

describe('kept stock under concurrent changes', () => {
  it('stays equal to the rule while facts, orders, write-offs, prices and accounting interleave', async () => {
    const client = t.id('org:client');
    const orders = await t.database.query<{ id: string; sales_point_id: string }>(
      `SELECT id, sales_point_id FROM orders WHERE client_organization_id = $1 AND status_id = $2 ORDER BY id`,
      [client, ORDER_STATUSES.byKey.executing.id],
    );
    expect(orders.length).toBeGreaterThan(0);
    const point = Number(orders[0].sales_point_id);
    const orderGoods = (
      await t.database.query<{ good_id: string }>(
        'SELECT DISTINCT good_id FROM order_lines WHERE order_id = ANY ($1::bigint[])',
        [orders.map((o) => o.id)],
      )
    ).map((r) => Number(r.good_id));
    const own = (
      await t.database.query<{ id: string }>(
        'SELECT id FROM goods WHERE organization_id = $1 ORDER BY id LIMIT 6',
        [client],
      )
    ).map((r) => Number(r.id));
    const goods = [...orderGoods, ...own];

    // Open counts being typed in, one count ready to be accounted, one being filled.
    const open = [await docWith(point, goods, false), await docWith(point, goods, false)];
    const toAccount = await docWith(point, goods, true);
    expect((await setStatus(toAccount.id, 'counting')).statusCode).toBe(200);
    expect((await setStatus(toAccount.id, 'counted')).statusCode).toBe(200);
    const filling = (
      await anna({ method: 'POST', url: url(`/?sales_point_id=${point}`), payload: {} })
    ).json();
    const writeOffId = await insertWriteOff(
      t,
      client,
      point,
      901,
      goods.map((goodId) => ({ goodId, quantity: '1' })),
    );
    await expectMaintained(t);

    const saveFacts = async (doc: { id: number; itemIds: number[] }, round: number) => {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const { version } = (await anna({ method: 'GET', url: url(`/${doc.id}/line_items?limit=1`) })).json();
        const res = await anna({
          method: 'PUT',
          url: url(`/${doc.id}/stocktaking_doc_line_items/fact/bulk_update`),
          payload: {
            version,
            items: doc.itemIds.map((id, i) => ({ item_id: id, fact_quantity: String((round + i) % 7) })),
          },
        });
        if (res.statusCode === 200) return res.statusCode;
        expect(res.statusCode, res.body).toBe(409);
      }
      throw new Error('facts never saved');
    };
    const work: Promise<unknown>[] = [
      ...[1, 2, 3].flatMap((round) => open.map((doc) => saveFacts(doc, round))),
      ...orders.map((o) =>
        t.database.query('UPDATE orders SET status_id = $2, updated_at = now() WHERE id = $1', [
          o.id,
          ORDER_STATUSES.byKey.delivered.id,
        ]),
      ),
      t.database.query('UPDATE write_off_docs SET status_id = $2, accounted_at = now() WHERE id = $1', [
        writeOffId,
        WRITE_OFF_ACCOUNTED,
      ]),
      setStatus(toAccount.id, 'accounted').then((res) => expect(res.statusCode, res.body).toBe(200)),
      ...own.slice(0, 3).map((id, i) =>
        anna({
          method: 'PUT',
          url: `/v1/goods/${id}?organization_id=${client}`,
          payload: { base_price: String(100 + i), name: `Гонка ${i}` },
        }).then((res) => expect(res.statusCode, res.body).toBe(200)),
      ),
      anna({
        method: 'POST',
        url: url(`/${filling.id}/stocktaking_doc_line_items/bulk_create`),
        payload: { good_ids: goods },
      }).then((res) => expect(res.statusCode, res.body).toBe(200)),
    ];
    await Promise.all(work);
    await expectMaintained(t);
  });
});
