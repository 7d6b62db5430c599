import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { EMAILS, placeOrder, withOrderFixture } from './fixture';

const { t, f } = withOrderFixture({});

describe('concurrent changes of one order', () => {
  it('20 parallel status changes: one wins, 19 get 409, the history has one transition', async () => {
    const buyer = await t.login(EMAILS.buyer);
    const created = await placeOrder(t.as(buyer), f, { send: true });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const supplier = await t.login(EMAILS.dairy);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.as(supplier)({ method: 'PUT', url: `/v1/supplier/orders/${id}/change_status?target_status_id=3` }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const res of results.filter((r) => r.statusCode === 409)) expectErrorBody(res, 409);
    const history = await t.database.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM order_status_history WHERE order_id = $1 AND from_status_id = 2 AND to_status_id = 3',
      [id],
    );
    expect(history[0].n).toBe('1');
  });
});
