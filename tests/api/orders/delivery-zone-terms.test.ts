import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { bigEnoughOrder, withOrderFixture } from './fixture';

const { t, f, buyer, dmitry } = withOrderFixture({ buyer: 'igor', dmitry: 'dmitry' });

const send = () =>
  buyer({
    method: 'POST',
    url: `/v1/client/orders/expanded?organization_id=${f.client}`,
    payload: bigEnoughOrder(f, { send: true }),
  });

/** Issue 44: the buyer's sales point's delivery zone supplies the terms the partnership leaves out. */
describe('checkout with the supplier’s delivery zone', () => {
  it('shows the zone on the supplier’s card and takes the minimum amount of the zone naming the sales point’s city when the partnership has none', async () => {
    await t.database.query(
      `UPDATE sales_points SET city_id = (SELECT id FROM addr_cities WHERE name = 'Москва' LIMIT 1) WHERE id = $1`,
      [f.servedPoint],
    );
    const zone = await dmitry({
      method: 'POST',
      url: `/v1/delivery_zones/?organization_id=${f.dairy}`,
      payload: {
        name: 'Москва',
        regions: 'москва и область',
        min_order_amount: '5000',
        delivery_weekdays: [1, 2, 3, 4, 5, 6, 7],
      },
    });
    expect(zone.statusCode, zone.body).toBe(201);
    const card = (await buyer({ method: 'GET', url: `/v1/marketplace/suppliers/${f.dairy}` })).json();
    expect(card.delivery_zones).toMatchObject([
      {
        name: 'Москва',
        regions: 'москва и область',
        min_order_amount: '5000.00',
        delivery_weekdays: [1, 2, 3, 4, 5, 6, 7],
      },
    ]);

    expect((await send()).statusCode, 'the partnership’s own minimum of 3 000 ₽ applies').toBe(201);

    await t.database.query('UPDATE partnerships SET min_order_amount = 0 WHERE id = $1', [f.partnershipId]);
    const refused = expectErrorBody(await send(), 422);
    expect(refused.code).toBe('BELOW_MIN_ORDER_AMOUNT');
    expect(refused.detail).toContain('5\u00a0000,00');
  });
});
