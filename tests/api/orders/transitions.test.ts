import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderSide } from '@contract/statuses';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { deliveryAt, placeOrder, withOrderFixture } from './fixture';

const { t, f, tokens } = withOrderFixture({ client: 'igor', supplier: 'elena' });
let orderId: number;

beforeAll(async () => {
  const res = await placeOrder(t.as(tokens.client), f, { due_delivery_datetime: deliveryAt(5) });
  orderId = res.json().id;
});

const historyCount = async () =>
  Number(
    (
      await t.database.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM order_status_history WHERE order_id = $1',
        [orderId],
      )
    )[0].n,
  );

function move(side: OrderSide, target: number) {
  const url =
    side === 'client'
      ? `/v1/client/orders/${orderId}/status?status_id=${target}&organization_id=${f.client}`
      : `/v1/supplier/orders/${orderId}/change_status?target_status_id=${target}`;
  return t.as(tokens[side])({ method: 'PUT', url, payload: { comment: 'Причина: проверка переходов' } });
}

describe('order state machine (DESIGN §6)', () => {
  for (const side of ['client', 'supplier'] as const) {
    for (const from of ORDER_STATUSES.list) {
      it(`${side}: from «${from.label}» exactly the allowed moves succeed, the others get 409`, async () => {
        for (const to of ORDER_STATUSES.list) {
          // An order awaiting the client's consent was changed while working: it goes back only there.
          const awaiting = from.status === 'awaiting_client';
          await t.database.query(
            'UPDATE orders SET status_id = $1, consent_return_status_id = $3 WHERE id = $2',
            [from.id, orderId, awaiting ? 3 : null],
          );
          const before = await historyCount();
          const res = await move(side, to.id);
          const allowed =
            ORDER_TRANSITIONS[from.status][side].includes(to.status) &&
            !(awaiting && ['sent', 'processing'].includes(to.status));
          if (side === 'supplier' && from.status === 'draft') {
            // The supplier does not see drafts at all.
            expectErrorBody(res, 404);
          } else if (allowed) {
            expect(res.statusCode, `${from.status} → ${to.status}: ${res.body}`).toBe(200);
            expect(res.json().status_id).toBe(to.id);
          } else {
            expect(expectErrorBody(res, 409).code).toBe('ILLEGAL_TRANSITION');
          }
          expect(await historyCount()).toBe(before + (allowed && res.statusCode === 200 ? 1 : 0));
        }
      });
    }
  }

  it('reports the allowed transitions of the caller and needs a reason to cancel', async () => {
    await t.database.query('UPDATE orders SET status_id = 2 WHERE id = $1', [orderId]);
    const mine = await t.as(tokens.supplier)({
      method: 'GET',
      url: `/v1/supplier/orders/?order_ids=${orderId}`,
    });
    expect(mine.json().items[0].allowed_transitions).toEqual([3, 10]);
    const theirs = await t.as(tokens.client)({
      method: 'GET',
      url: `/v1/client/orders/?order_ids=${orderId}`,
    });
    expect(theirs.json().items[0].allowed_transitions).toEqual([4]);
    const noReason = await t.as(tokens.client)({
      method: 'PUT',
      url: `/v1/client/orders/${orderId}/status?status_id=4&organization_id=${f.client}`,
    });
    expect(expectErrorBody(noReason, 422).fields?.comment).toBeDefined();
  });

  it('refuses a stale version with 409 and an unknown status with 422', async () => {
    await t.database.query('UPDATE orders SET status_id = 2 WHERE id = $1', [orderId]);
    const stale = await t.as(tokens.supplier)({
      method: 'PUT',
      url: `/v1/supplier/orders/${orderId}/change_status?target_status_id=3`,
      payload: { version: 1 },
    });
    expect(expectErrorBody(stale, 409).code).toBe('STALE_VERSION');
    const unknown = await t.as(tokens.supplier)({
      method: 'PUT',
      url: `/v1/supplier/orders/${orderId}/change_status?target_status_id=99`,
    });
    expectErrorBody(unknown, 422);
  });

  it('records who moved the order and the admin behind an impersonation', async () => {
    const res = await t.as(tokens.client)({
      method: 'GET',
      url: `/v1/client/orders/?order_ids=${orderId}&include_items=true`,
    });
    const history = res.json().items[0].history;
    expect(history.some((h: { user_name: string }) => h.user_name === 'Елена Морозова')).toBe(true);
    expect(history.every((h: { real_user_id: number | null }) => h.real_user_id === null)).toBe(true);
  });
});
