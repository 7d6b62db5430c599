import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryAt, EMAILS, withOrderFixture } from './fixture';

const { t, f } = withOrderFixture({}, 1000);

beforeAll(async () => {
  // Fractional quantities need goods sold by weight (a piece takes whole numbers).
  await t.database.query(
    `UPDATE goods SET measure_id = (SELECT id FROM measures WHERE is_fractional LIMIT 1)
      WHERE id IN (SELECT good_id FROM price_list_goods WHERE price_list_id = $1)`,
    [f.priceListId],
  );
});

/** Exact money arithmetic in the test: kopecks as BigInt, rounded half away from zero like PostgreSQL. */
const lineKopecks = (quantity: string, price: string) => {
  const [qi, qf = ''] = quantity.split('.');
  const [pi, pf = ''] = price.split('.');
  const raw = BigInt(qi + qf.padEnd(3, '0')) * BigInt(pi + pf.padEnd(2, '0')); // units of 1e-5 ₽
  return (raw + 500n) / 1000n;
};
const rub = (kopecks: bigint) => `${kopecks / 100n}.${String(kopecks % 100n).padStart(2, '0')}`;

describe('order totals are SQL sums of the lines', () => {
  it('an order of 1 000 lines: total and counter equal the sum of rounded line amounts', async () => {
    const goods = f.goods.slice(0, 1000);
    const lines = goods.map((g, i) => ({
      good_id: g.id,
      quantity: `${(i % 7) + 1}.${String((i * 13) % 1000).padStart(3, '0')}`,
    }));
    const buyer = await t.login(EMAILS.buyer);
    const res = await t.as(buyer)({
      method: 'POST',
      url: `/v1/client/orders/expanded?organization_id=${f.client}`,
      payload: {
        supplier_organization_id: f.dairy,
        sales_point_id: f.servedPoint,
        due_delivery_datetime: deliveryAt(2),
        lines,
        send: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    const expected = lines.reduce((sum, l, i) => sum + lineKopecks(l.quantity, goods[i].price), 0n);
    expect(order.total_lines_counter).toBe(1000);
    expect(order.total_amount).toBe(rub(expected));
    const [sqlSum] = await t.database.query<{ total: string }>(
      'SELECT sum(round(quantity * price, 2))::text AS total FROM order_lines WHERE order_id = $1 AND NOT removed',
      [order.id],
    );
    expect(order.total_amount).toBe(sqlSum.total);

    const supplier = await t.login(EMAILS.dairy);
    const edited = await t.as(supplier)({
      method: 'POST',
      url: `/v1/supplier/orders/${order.id}/bulk_create_or_update`,
      payload: [
        { good_id: goods[0].id, quantity: '0.333', price: '33.33' },
        { good_id: goods[1].id, removed: true },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [after] = await t.database.query<{ total: string; lines: string }>(
      `SELECT sum(amount)::text AS total, count(*)::text AS lines FROM order_lines WHERE order_id = $1 AND NOT removed`,
      [order.id],
    );
    expect(edited.json().total_amount).toBe(after.total);
    expect(edited.json().total_lines_counter).toBe(999);
    expect(after.total).toBe(
      rub(
        expected -
          lineKopecks(lines[0].quantity, goods[0].price) -
          lineKopecks(lines[1].quantity, goods[1].price) +
          lineKopecks('0.333', '33.33'),
      ),
    );
  });
});
