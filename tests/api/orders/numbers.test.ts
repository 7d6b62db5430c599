import type { Order } from '@contract/orders';
import { ORDER_STATUSES } from '@contract/statuses';
import { describe, expect, it } from 'vitest';
import type { Client } from '../support/app';
import { placeOrder, withOrderFixture } from './fixture';

/** Each supplier numbers its orders in its own sequence; a draft is numbered when sent (issue 42). */
const { t, f, buyer, dairy, veg } = withOrderFixture({ buyer: 'igor', dairy: 'dmitry', veg: 'sergey' });

const list = async (client: Client, side: 'client' | 'supplier') => {
  const query = side === 'client' ? `organization_id=${f.client}&limit=100` : 'limit=100';
  const res = await client({ method: 'GET', url: `/v1/${side}/orders/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Order[];
};
const sorted = (orders: Order[]) => orders.map((o) => o.number).sort((a, b) => Number(a) - Number(b));
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const lastOf = async (supplier: number) =>
  (
    await t.database.query<{ n: number }>(
      'SELECT coalesce(max(number), 0)::int AS n FROM orders WHERE supplier_organization_id = $1',
      [supplier],
    )
  )[0].n;
const send = (id: number) =>
  buyer({
    method: 'PUT',
    url: `/v1/client/orders/${id}/status?status_id=${ORDER_STATUSES.byKey.sent.id}&organization_id=${f.client}`,
    payload: {},
  });

describe('order numbers', () => {
  it('each supplier sees its orders numbered 1…n in its own sequence, and so does the client per supplier', async () => {
    const zorka = await list(dairy, 'supplier');
    const urozhai = await list(veg, 'supplier');
    expect(zorka.length).toBeGreaterThan(5);
    expect(urozhai.length).toBeGreaterThan(5);
    expect(sorted(zorka)).toEqual(oneToN(zorka.length));
    expect(sorted(urozhai)).toEqual(oneToN(urozhai.length));
    const mine = await list(buyer, 'client');
    for (const supplier of [t.id('org:dairy'), t.id('org:veg')]) {
      const sent = mine.filter((o) => o.supplier_organization_id === supplier && o.number !== null);
      expect(sorted(sent)).toEqual(oneToN(sent.length));
    }
    const drafts = mine.filter((o) => o.status_id === ORDER_STATUSES.byKey.draft.id);
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.map((o) => o.number)).toEqual(drafts.map(() => null));
  });

  it('a draft has no number; sending gives it its supplier’s next one, deleted drafts leave no gap', async () => {
    const before = await lastOf(f.dairy);
    const otherBefore = await lastOf(t.id('org:veg'));
    const dropped = await placeOrder(buyer, f);
    expect(dropped.statusCode, dropped.body).toBe(201);
    expect(dropped.json().number).toBeNull();
    const removed = await buyer({ method: 'DELETE', url: `/v1/client/orders/${dropped.json().id}` });
    expect(removed.statusCode, removed.body).toBeLessThan(300);

    const draft = await placeOrder(buyer, f);
    expect(draft.json().number).toBeNull();
    const sent = await send(draft.json().id);
    expect(sent.statusCode, sent.body).toBe(200);
    const read = await dairy({ method: 'GET', url: `/v1/supplier/orders/?order_ids=${draft.json().id}` });
    expect(read.json().items[0].number).toBe(before + 1);
    const direct = await placeOrder(buyer, f, { send: true });
    expect(direct.json().number).toBe(before + 2);
    expect(await lastOf(t.id('org:veg'))).toBe(otherBefore);
  });
});
