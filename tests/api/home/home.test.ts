import type { HomeResponse } from '@contract/home';
import { describe, expect, it } from 'vitest';
import { deliveryAt, placeOrder, withOrderFixture } from '../orders/fixture';
import { expectErrorBody } from '../support/app';

const { t, f, igor, olga, elena, anna, anonymous } = withOrderFixture({
  igor: 'igor',
  olga: 'olga',
  elena: 'elena',
  anna: 'anna',
  anonymous: 'anonymous',
});

type Caller = typeof igor;

async function home(caller: Caller) {
  const res = await caller({ method: 'GET', url: '/v1/home' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HomeResponse;
}
const keysOf = (body: HomeResponse) => body.sections.flatMap((s) => s.items.map((i) => i.key));
const countOf = (body: HomeResponse, key: string) =>
  body.sections.flatMap((s) => s.items).find((i) => i.key === key)?.count;
const itemOf = (body: HomeResponse, key: string) => {
  const item = body.sections.flatMap((s) => s.items).find((i) => i.key === key);
  if (!item) throw new Error(`no item ${key}`);
  return item;
};

/** The order list an item links to, read through the API with the link's own filters. */
async function listTotal(caller: Caller, side: 'client' | 'supplier', link: string) {
  const params = new URLSearchParams(link.split('?')[1]);
  const query = new URLSearchParams();
  for (let i = 0; params.has(`filters[${i}][field]`); i++) {
    const field = params.get(`filters[${i}][field]`) as string;
    const values = [...params.entries()]
      .filter(([k]) => k.startsWith(`filters[${i}][value]`))
      .map(([, v]) => v);
    query.set(field, values.join(','));
  }
  const res = await caller({ method: 'GET', url: `/v1/${side}/orders?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total as number;
}

describe('GET /v1/home: what waits for the caller', () => {
  it('asks who is signed in', async () => {
    expectErrorBody(await anonymous({ method: 'GET', url: '/v1/home' }), 401);
  });

  it('shows the storekeeper only her documents (and her news): nothing of purchases or sales', async () => {
    const body = await home(olga);
    expect(body.sections.map((s) => s.module)).toEqual(['inventory', 'news']);
    expect(keysOf(body)).toEqual(['stocktaking_counting', 'write_off_drafts', 'news_unread']);
    expect(itemOf(body, 'stocktaking_counting').link).toBe('/documents/stocktaking?status=2');
  });

  it('shows the buyer purchases first and no sales, documents or stock', async () => {
    const body = await home(igor);
    expect(body.sections[0].module).toBe('client');
    expect(keysOf(body)).toContain('client_awaiting_consent');
    expect(keysOf(body).filter((k) => /^(supplier|stocktaking|write_off)/.test(k))).toEqual([]);
  });

  it('shows the buyer the goods below their minimum, counted as the replenishment screen counts them', async () => {
    const item = itemOf(await home(igor), 'client_below_minimum');
    expect(item.link).toBe('/client/replenishment');
    const res = await igor({ method: 'GET', url: '/v1/replenishment/below_minimum' });
    expect(res.statusCode, res.body).toBe(200);
    expect(item.count).toBe(res.json().count);
  });

  it('shows the supplier the orders awaiting acceptance, counted as their filtered list counts them', async () => {
    const body = await home(elena);
    expect(body.sections[0].module).toBe('supplier');
    expect(keysOf(body).filter((k) => k.startsWith('client_'))).toEqual([]);
    const waiting = itemOf(body, 'supplier_awaiting_acceptance');
    expect(waiting.count).toBe(await listTotal(elena, 'supplier', waiting.link));
  });

  it('counts an order once it is sent: the supplier gets one more to accept and both a delivery today', async () => {
    const before = { supplier: await home(elena), client: await home(igor) };
    const sent = await placeOrder(igor, f, { send: true, due_delivery_datetime: deliveryAt(0, '23:50') });
    expect(sent.statusCode, sent.body).toBe(201);
    const after = { supplier: await home(elena), client: await home(igor) };
    expect(countOf(after.supplier, 'supplier_awaiting_acceptance')).toBe(
      (countOf(before.supplier, 'supplier_awaiting_acceptance') ?? 0) + 1,
    );
    expect(countOf(after.supplier, 'supplier_deliveries_today')).toBe(
      (countOf(before.supplier, 'supplier_deliveries_today') ?? 0) + 1,
    );
    expect(countOf(after.client, 'client_deliveries_today')).toBe(
      (countOf(before.client, 'client_deliveries_today') ?? 0) + 1,
    );
    const today = itemOf(after.client, 'client_deliveries_today');
    expect(today.count).toBe(await listTotal(igor, 'client', today.link));
  });

  it('counts the buyer an order awaiting consent once the supplier changes it', async () => {
    const before = countOf(await home(anna), 'client_awaiting_consent') ?? 0;
    const sent = await placeOrder(igor, f, { send: true });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.database.query('UPDATE orders SET status_id = 13, consent_return_status_id = 2 WHERE id = $1', [
      sent.json().id,
    ]);
    expect(countOf(await home(anna), 'client_awaiting_consent')).toBe(before + 1);
  });

  it('counts another organization nothing: the client admin sees no supplier rows', async () => {
    const body = await home(anna);
    expect(keysOf(body).filter((k) => k.startsWith('supplier_'))).toEqual([]);
  });
});
