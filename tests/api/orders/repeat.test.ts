import { describe, expect, it } from 'vitest';
import { placeOrder, withOrderFixture } from './fixture';

/**
 * Issue 20, item 5, the supplier's side of a change: «Повторить заказ» repeats what the client
 * ordered; a line change is written into «История»; the order carries the ordered total and VAT.
 */
const { t, f, buyer, dairy } = withOrderFixture({ buyer: 'igor', dairy: 'dmitry' });

type Line = { good_id: number; quantity: string };
type Detail = { amount: string; vat_rate: number | null; removed: boolean };
const kopecks = (money: string) => Math.round(Number(money) * 100);

describe('repeating an order the supplier changed', () => {
  it('history names the change, totals show ordered vs final and VAT; repeat takes the ordered quantities', async () => {
    await t.database.query('UPDATE goods SET vat_rate = 10 WHERE id = $1', [f.goods[0].id]);
    const sent = await placeOrder(buyer, f, { send: true });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id;
    const changed = await dairy({
      method: 'POST',
      url: `/v1/supplier/orders/${id}/bulk_create_or_update`,
      payload: [
        { good_id: f.goods[0].id, quantity: '4' },
        { good_id: f.goods[2].id, removed: true },
        { good_id: f.goods[3].id, quantity: '2' },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const order = changed.json();
    // The change in words, then the wait for the buyer's consent (issue 19) as the last step.
    type Step = { from_status_id: number; to_status_id: number; comment: string | null };
    const note = (order.history as Step[]).find((h) => h.comment?.startsWith('Поставщик изменил позиции:'));
    if (!note) throw new Error('no history entry names the change');
    expect(note.from_status_id).toBe(note.to_status_id);
    expect(order.history.at(-1).to_status_id).toBe(13);
    expect(note.comment).toMatch(
      /^Поставщик изменил позиции: «[^»]+»: 10 → 4 \S+; «[^»]+» убрана; «[^»]+» добавлена, 2 \S+$/,
    );
    const [p0, p2] = [f.goods[0].price, f.goods[2].price].map(kopecks);
    expect(kopecks(order.ordered_amount)).toBe(10 * p0 + 20 * p2);
    const vat = (order.items as Detail[])
      .filter((l) => !l.removed && l.vat_rate !== null)
      .reduce(
        (sum, l) => sum + Math.round((kopecks(l.amount) * (l.vat_rate ?? 0)) / (100 + (l.vat_rate ?? 0))),
        0,
      );
    expect(vat).toBeGreaterThan(0);
    expect(kopecks(order.vat_amount)).toBe(vat);
    expect(kopecks(order.total_amount)).not.toBe(kopecks(order.ordered_amount));

    const res = await buyer({ method: 'GET', url: `/v1/client/orders/${id}/clone` });
    expect(res.statusCode, res.body).toBe(200);
    const lines: Line[] = res.json().lines;
    expect(lines.map((l) => [l.good_id, Number(l.quantity)])).toEqual([
      [f.goods[0].id, 10],
      [f.goods[2].id, 20],
    ]);
  });
});
