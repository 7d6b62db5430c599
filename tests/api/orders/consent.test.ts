import { ORDER_STATUSES } from '@contract/statuses';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { EMAILS, placeOrder, withOrderFixture } from './fixture';

/** Issue 19, item 1: the supplier's changes of quantities and prices wait for the client's consent. */
const { t, f, buyer, supplier } = withOrderFixture({ buyer: 'igor', supplier: 'elena' });

const S = (key: keyof typeof ORDER_STATUSES.byKey) => ORDER_STATUSES.byKey[key].id;

/** A sent order (10 × 89,90 + 20 × 120,00 = 3 299,00 ₽) the supplier has taken to `status`. */
async function orderIn(status: 'sent' | 'working' | 'processing') {
  const res = await placeOrder(buyer, f, { send: true });
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().id;
  for (const step of ['working', 'processing'] as const) {
    if (status === 'sent' || (status === 'working' && step === 'processing')) break;
    const moved = await supplierMove(id, S(step));
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return id;
}

const edit = (id: number, payload: object[]) =>
  supplier({ method: 'POST', url: `/v1/supplier/orders/${id}/bulk_create_or_update`, payload });
const supplierMove = (id: number, target: number) =>
  supplier({
    method: 'PUT',
    url: `/v1/supplier/orders/${id}/change_status?target_status_id=${target}`,
  });
const clientMove = (id: number, target: number, payload?: object) =>
  buyer({
    method: 'PUT',
    url: `/v1/client/orders/${id}/status?status_id=${target}&organization_id=${f.client}`,
    payload,
  });
const seen = async (id: number, client = buyer, side = 'client') =>
  (await client({ method: 'GET', url: `/v1/${side}/orders/?order_ids=${id}&include_items=true` })).json()
    .items[0];
const snapshot = (id: number) =>
  t.database.query(
    `SELECT o.status_id, o.total_amount::text, o.version, l.good_id, l.quantity::text, l.price::text
       FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.id = $1 ORDER BY l.good_id`,
    [id],
  );

describe('a price above the client’s price list', () => {
  it('is refused with a Russian 422 and changes nothing', async () => {
    const id = await orderIn('working');
    const before = await snapshot(id);
    const res = await edit(id, [{ good_id: f.goods[0].id, price: '8990.00' }]);
    const body = expectErrorBody(res, 422);
    expect(body.code).toBe('PRICE_ABOVE_PRICE_LIST');
    expect(body.detail).toContain('выше цены в прайс-листе');
    expect(body.fields?.['0.price']).toContain('89,90');
    expect(await snapshot(id)).toEqual(before);
    // The price-list price itself, or a lower one, is fine.
    expect((await edit(id, [{ good_id: f.goods[0].id, price: '89.90' }])).statusCode).toBe(200);
  });
});

describe('the supplier changes a quantity', () => {
  for (const status of ['working', 'processing'] as const) {
    it(`in «${ORDER_STATUSES.byKey[status].label}»: the order waits for the client, who agrees`, async () => {
      const id = await orderIn(status);
      const res = await edit(id, [{ good_id: f.goods[0].id, quantity: '4' }]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status_id: S('awaiting_client'),
        consent_return_status_id: S(status),
      });
      // The supplier cannot move it on or edit past the client; only cancel.
      expect(res.json().allowed_transitions).toEqual([S('canceled_by_supplier')]);
      expect(expectErrorBody(await supplierMove(id, S('executing')), 409).code).toBe('ILLEGAL_TRANSITION');

      const order = await seen(id);
      expect(order.allowed_transitions).toEqual([S(status), S('canceled_by_client')]);
      const changed = order.items.find((l: { good_id: number }) => l.good_id === f.goods[0].id);
      expect(changed).toMatchObject({
        agreed_quantity: '10.000',
        quantity: '4.000',
        awaits_consent: true,
      });
      expect(order.items.filter((l: { awaits_consent: boolean }) => l.awaits_consent)).toHaveLength(1);
      // The buyer's list flags it: filtering by the awaiting status finds it.
      const waiting = await buyer({
        method: 'GET',
        url: `/v1/client/orders/?status_ids=${S('awaiting_client')}`,
      });
      expect(waiting.json().items.map((o: { id: number }) => o.id)).toContain(id);

      const agreed = await clientMove(id, S(status));
      expect(agreed.statusCode, agreed.body).toBe(200);
      expect(agreed.json()).toMatchObject({ status_id: S(status), consent_return_status_id: null });
      const after = await seen(id);
      expect(after.items.some((l: { awaits_consent: boolean }) => l.awaits_consent)).toBe(false);
      const last = after.history.at(-1);
      expect(last).toMatchObject({
        from_status_id: S('awaiting_client'),
        to_status_id: S(status),
        user_name: 'Игорь Петров',
        comment: 'Клиент согласился с изменениями поставщика',
      });
      // The order goes on from where it was.
      const next = status === 'working' ? 'processing' : 'executing';
      expect((await supplierMove(id, S(next))).statusCode).toBe(200);
    });
  }

  it('the client rejects: the order is cancelled by the client, with the reason in the history', async () => {
    const id = await orderIn('working');
    await edit(id, [{ good_id: f.goods[2].id, quantity: '2000' }]);
    const rejected = await clientMove(id, S('canceled_by_client'));
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().status_id).toBe(S('canceled_by_client'));
    const last = (await seen(id)).history.at(-1);
    expect(last).toMatchObject({
      to_status_id: S('canceled_by_client'),
      user_name: 'Игорь Петров',
      comment: 'Клиент не согласился с изменениями поставщика',
    });
  });

  it('the client may agree only to going back where the order was, not further', async () => {
    const id = await orderIn('working');
    await edit(id, [{ good_id: f.goods[0].id, removed: true }]);
    expect(expectErrorBody(await clientMove(id, S('processing')), 409).code).toBe('ILLEGAL_TRANSITION');
    expect(expectErrorBody(await clientMove(id, S('sent')), 409).code).toBe('ILLEGAL_TRANSITION');
    expect((await seen(id)).status_id).toBe(S('awaiting_client'));
  });

  it('a change set back to what the client agreed to needs no consent; a comment alone never does', async () => {
    const id = await orderIn('working');
    expect((await edit(id, [{ good_id: f.goods[0].id, comment: 'Привезём утром' }])).json().status_id).toBe(
      S('working'),
    );
    expect((await edit(id, [{ good_id: f.goods[0].id, quantity: '9' }])).json().status_id).toBe(
      S('awaiting_client'),
    );
    const back = await edit(id, [{ good_id: f.goods[0].id, quantity: '10' }]);
    expect(back.json().status_id).toBe(S('working'));
    expect((await seen(id)).history.at(-1).comment).toBe('Поставщик вернул позиции к согласованным');
  });

  it('another client’s user cannot agree: 404, nothing changed', async () => {
    const id = await orderIn('working');
    await edit(id, [{ good_id: f.goods[0].id, quantity: '4' }]);
    const veg = await t.login(EMAILS.veg);
    const res = await t.as(veg)({
      method: 'PUT',
      url: `/v1/client/orders/${id}/status?status_id=${S('working')}&organization_id=${f.client}`,
    });
    expectErrorBody(res, 404);
    expect((await seen(id)).status_id).toBe(S('awaiting_client'));
  });
});
