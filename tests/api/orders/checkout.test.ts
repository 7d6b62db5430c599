import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { bigEnoughOrder, deliveryAt, EMAILS, placeOrder, withOrderFixture } from './fixture';

const { t, f, buyer } = withOrderFixture({ buyer: 'igor' });

const expanded = (body: Record<string, unknown>) =>
  buyer({
    method: 'POST',
    url: `/v1/client/orders/expanded?organization_id=${f.client}`,
    payload: body,
  });
const orderCount = async () =>
  Number((await t.database.query<{ n: string }>('SELECT count(*)::text AS n FROM orders'))[0].n);
const setTerms = (set: string) =>
  t.database.query(`UPDATE partnerships SET ${set} WHERE id = $1`, [f.partnershipId]);

describe('checkout: POST /v1/client/orders/expanded', () => {
  it('sends an order priced from the price list, refusing a price in the request', async () => {
    const lines = [
      { good_id: f.goods[0].id, quantity: '10' },
      { good_id: f.goods[2].id, quantity: '20' },
    ];
    const priced = await expanded(
      bigEnoughOrder(f, { send: true, lines: [{ ...lines[0], price: '0.01' }, lines[1]] }),
    );
    expect(expectErrorBody(priced, 422).fields?.['lines.0']).toBe('Нераспознанный ключ: "price"');
    const res = await expanded(bigEnoughOrder(f, { send: true, lines }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order.status_id).toBe(2);
    expect(order.total_amount).toBe('3299.00');
    expect(order.total_lines_counter).toBe(2);
    expect(order.items.map((l: { price: string }) => l.price)).toEqual(['89.90', '120.00']);
    expect(order.sales_point_name).toBe('Кафе «Тестовое» на Тверской');
    expect(order.allowed_transitions).toEqual([4]);
    expect(order.history.map((h: { to_status_id: number }) => h.to_status_id)).toEqual([1, 2]);
    expect(order.history[1].user_name).toBe('Игорь Петров');
  });

  it('saves a draft below the minimum, and refuses to send it', async () => {
    const res = await expanded(bigEnoughOrder(f, { lines: [{ good_id: f.goods[1].id, quantity: '1' }] }));
    expect(res.statusCode).toBe(201);
    const draft = res.json();
    expect(draft.status_id).toBe(1);
    const send = await buyer({
      method: 'PUT',
      url: `/v1/client/orders/${draft.id}/status?status_id=2&organization_id=${f.client}`,
    });
    const body = expectErrorBody(send, 422);
    expect(body.code).toBe('BELOW_MIN_ORDER_AMOUNT');
    expect(body.detail).toMatch(/меньше минимальной суммы/);
    const [row] = await t.database.query<{ status_id: number }>(
      'SELECT status_id FROM orders WHERE id = $1',
      [draft.id],
    );
    expect(Number(row.status_id)).toBe(1);
  });

  const refusals: [string, () => Promise<Record<string, unknown>>, string][] = [
    [
      'a supplier without partnership',
      async () => bigEnoughOrder(f, { supplier_organization_id: f.stranger }),
      'NO_PARTNERSHIP',
    ],
    [
      'a good not in the price list',
      async () => bigEnoughOrder(f, { lines: [{ good_id: f.unlistedGood, quantity: 50 }] }),
      'GOOD_NOT_IN_PRICE_LIST',
    ],
    [
      'a sales point the partnership does not serve',
      async () => bigEnoughOrder(f, { sales_point_id: f.otherPoint }),
      'SALES_POINT_NOT_SERVED',
    ],
    [
      'below the minimum amount',
      async () => bigEnoughOrder(f, { lines: [{ good_id: f.goods[0].id, quantity: '1' }] }),
      'BELOW_MIN_ORDER_AMOUNT',
    ],
    [
      'a closed delivery day',
      async () => {
        const due = deliveryAt(3);
        const weekday = ((new Date(due).getUTCDay() + 6) % 7) + 1;
        const open = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekday);
        await setTerms(`delivery_weekdays = '{${open.join(',')}}'`);
        return bigEnoughOrder(f, { due_delivery_datetime: due });
      },
      'DELIVERY_NOT_ALLOWED',
    ],
    [
      'past the cut-off',
      async () => {
        await setTerms(`order_cutoff_time = '00:00'`);
        return bigEnoughOrder(f, { due_delivery_datetime: deliveryAt(1) });
      },
      'DELIVERY_NOT_ALLOWED',
    ],
    [
      'a time outside the delivery windows',
      async () => {
        await setTerms(`delivery_windows = '[{"from": "08:00", "to": "12:00"}]'`);
        return bigEnoughOrder(f, { due_delivery_datetime: deliveryAt(2, '15:30') });
      },
      'DELIVERY_NOT_ALLOWED',
    ],
    [
      'a delivery time in the past',
      async () => bigEnoughOrder(f, { due_delivery_datetime: deliveryAt(-1) }),
      'DELIVERY_NOT_ALLOWED',
    ],
  ];

  for (const [what, body, code] of refusals) {
    it(`refuses ${what} with 422 and creates nothing`, async () => {
      const before = await orderCount();
      const res = await expanded({ ...(await body()), send: true });
      const error = expectErrorBody(res, 422);
      expect(error.code).toBe(code);
      expect(await orderCount()).toBe(before);
      await setTerms(
        `delivery_weekdays = '{1,2,3,4,5,6,7}', order_cutoff_time = NULL, delivery_windows = '[]'`,
      );
    });
  }

  it('explains a closed day and the windows in Russian', async () => {
    await setTerms(`delivery_windows = '[{"from": "08:00", "to": "12:00"}]'`);
    const res = await expanded({
      ...bigEnoughOrder(f, { due_delivery_datetime: deliveryAt(2, '15:30') }),
      send: true,
    });
    expect(expectErrorBody(res, 422).detail).toBe(
      'Время доставки 15:30 вне окон доставки поставщика: 08:00–12:00',
    );
    await setTerms(`delivery_windows = '[]'`);
  });

  it('validates the body with Russian messages', async () => {
    const res = await expanded({
      supplier_organization_id: f.dairy,
      sales_point_id: f.servedPoint,
      lines: [{ good_id: f.goods[0].id, quantity: '-2' }],
    });
    const error = expectErrorBody(res, 422);
    expect(error.fields?.['lines.0.quantity']).toBeDefined();
    const dup = await expanded(
      bigEnoughOrder(f, {
        lines: [
          { good_id: f.goods[0].id, quantity: 1 },
          { good_id: f.goods[0].id, quantity: 2 },
        ],
      }),
    );
    expect(expectErrorBody(dup, 422).detail).toMatch(/один раз/);
  });

  it('needs order_client_c in the organization', async () => {
    const storekeeper = await t.login(EMAILS.storekeeper);
    const res = await placeOrder(t.as(storekeeper), f);
    expectErrorBody(res, 403);
    const dairy = await t.login(EMAILS.dairy);
    const foreign = await placeOrder(t.as(dairy), f);
    expectErrorBody(foreign, 404);
  });
});

describe('a draft kept as the cart is typed (issue 41)', () => {
  it('keeps a fractional count of a piece good and every later change, and refuses to send it by the good', async () => {
    const [piece] = await t.database.query<{ name: string }>(
      `UPDATE goods SET measure_id = (SELECT id FROM measures WHERE name = 'шт') WHERE id = $1 RETURNING name`,
      [f.goods[1].id],
    );
    try {
      const made = await expanded(bigEnoughOrder(f));
      expect(made.statusCode, made.body).toBe(201);
      let draft = made.json();
      const save = async (lines: Record<string, unknown>[]) => {
        const res = await buyer({
          method: 'PUT',
          url: `/v1/client/orders/${draft.id}`,
          payload: { lines, version: draft.version },
        });
        expect(res.statusCode, res.body).toBe(200);
        draft = res.json();
      };
      const bad = { good_id: f.goods[1].id, quantity: '1.5' };
      await save([bad, ...bigEnoughOrder(f).lines]);
      await save([bad, ...bigEnoughOrder(f).lines, { good_id: f.goods[3].id, quantity: '2' }]);
      await save([
        bad,
        ...bigEnoughOrder(f).lines,
        { good_id: f.goods[3].id, quantity: '2' },
        { good_id: f.goods[4].id, quantity: '3' },
      ]);
      const kept = draft.items.map((l: { good_id: number; quantity: string }) => [
        l.good_id,
        Number(l.quantity),
      ]);
      expect(kept.sort((a: number[], b: number[]) => a[0] - b[0])).toEqual([
        [f.goods[0].id, 10],
        [f.goods[1].id, 1.5],
        [f.goods[2].id, 20],
        [f.goods[3].id, 2],
        [f.goods[4].id, 3],
      ]);
      const send = await buyer({
        method: 'PUT',
        url: `/v1/client/orders/${draft.id}/status?status_id=2&organization_id=${f.client}`,
      });
      const body = expectErrorBody(send, 422);
      expect(body.detail).toBe(`«${piece.name}» — штучный товар: количество должно быть целым`);
      expect(Object.values(body.fields ?? {})).toEqual(['Дробное количество штучного товара']);
      const [row] = await t.database.query<{ status_id: number }>(
        'SELECT status_id FROM orders WHERE id = $1',
        [draft.id],
      );
      expect(Number(row.status_id)).toBe(1);
    } finally {
      await t.database.query('UPDATE goods SET measure_id = 1 WHERE id = $1', [f.goods[1].id]);
    }
  });
});
