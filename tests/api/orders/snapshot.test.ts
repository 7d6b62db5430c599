import { describe, expect, it } from 'vitest';
import { placeOrder, withOrderFixture } from './fixture';

/**
 * Issue 18, item 6: a sent order keeps the good as it was ordered — name, code, unit, VAT rate,
 * price — on every read of both sides, whatever the supplier later does to the good.
 */
const { f, buyer, supplier } = withOrderFixture({ buyer: 'igor', supplier: 'dmitry' });

interface Line {
  good_id: number;
  good_name: string;
  good_code: string | null;
  measure_name: string;
  vat_rate: number | null;
  price: string;
  quantity: string;
}

const sendOrder = async (send: boolean) => {
  const res = await placeOrder(buyer, f, { send });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; items: Line[] };
};
const changeGood = async (goodId: number, body: Record<string, unknown>) => {
  const res = await supplier({
    method: 'PUT',
    url: `/v1/goods/${goodId}?organization_id=${f.dairy}`,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const lineOf = (items: Line[], goodId: number) => items.find((l) => l.good_id === goodId);

/** The order's lines as each side reads them (the detail screens read the list with the order's id). */
async function everyRead(orderId: number): Promise<Line[][]> {
  const result: Line[][] = [];
  for (const [client, side, org] of [
    [buyer, 'client', f.client],
    [supplier, 'supplier', f.dairy],
  ] as const) {
    const res = await client({
      method: 'GET',
      url: `/v1/${side}/orders/?organization_id=${org}&order_ids=${orderId}&include_items=true`,
    });
    expect(res.statusCode, res.body).toBe(200);
    result.push(res.json().items[0].items);
  }
  return result;
}

describe('order lines keep the good as ordered', () => {
  it('a sent order shows the old name, code, unit and VAT after the supplier changes the good', async () => {
    const milk = f.goods[0].id;
    await changeGood(milk, { code: 'МОЛ-1', vat_rate: 10 });
    const order = await sendOrder(true);
    expect(lineOf(order.items, milk)).toMatchObject({
      good_name: 'Молоко 3,2 % 1 л',
      good_code: 'МОЛ-1',
      measure_name: 'шт',
      vat_rate: 10,
      price: '89.90',
    });

    await changeGood(milk, { name: 'Молоко пастеризованное', code: 'МОЛ-2', measure_id: 2, vat_rate: 20 });

    for (const items of await everyRead(order.id)) {
      expect(lineOf(items, milk)).toMatchObject({
        good_name: 'Молоко 3,2 % 1 л',
        good_code: 'МОЛ-1',
        measure_name: 'шт',
        vat_rate: 10,
        price: '89.90',
        quantity: '10.000',
      });
    }
  });

  it('the supplier changing a line of a sent order keeps what was ordered', async () => {
    const cream = f.goods[2].id;
    const order = await sendOrder(true);
    await changeGood(cream, { name: 'Сметана фермерская', measure_id: 2 });
    const accept = await supplier({
      method: 'PUT',
      url: `/v1/supplier/orders/${order.id}/change_status?target_status_id=3`,
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const change = await supplier({
      method: 'POST',
      url: `/v1/supplier/orders/${order.id}/items?organization_id=${f.dairy}`,
      payload: [{ good_id: cream, quantity: '15' }],
    });
    expect(change.statusCode, change.body).toBe(200);
    for (const items of await everyRead(order.id)) {
      expect(lineOf(items, cream)).toMatchObject({
        good_name: 'Сметана 20 % 300 г',
        measure_name: 'шт',
        quantity: '15.000',
      });
    }
  });

  it('a draft takes the good as it is when the order is sent', async () => {
    const draft = await sendOrder(false);
    const milk = f.goods[0].id;
    await changeGood(milk, { name: 'Молоко цельное', measure_id: 4 });
    const send = await buyer({
      method: 'PUT',
      url: `/v1/client/orders/${draft.id}/status?status_id=2&organization_id=${f.client}`,
    });
    expect(send.statusCode, send.body).toBe(200);
    const [clientDetail] = await everyRead(draft.id);
    expect(lineOf(clientDetail, milk)).toMatchObject({ good_name: 'Молоко цельное', measure_name: 'л' });
  });
});
