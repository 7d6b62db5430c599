import { addDays, businessInstant, businessParts } from '@contract/order-delivery';
import { describe, expect, it } from 'vitest';
import { EMAILS, withOrderFixture } from './fixture';

/**
 * Issue 42 item 1: an order's times are its sales point's, named by zone wherever the reader's
 * clock is unknown. The point is in Novosibirsk (МСК+4), the supplier in Moscow, the machine on UTC.
 */
const { t, f, buyer, dairy } = withOrderFixture({ buyer: 'igor', dairy: 'dmitry' });
const ZONE = 'Asia/Novosibirsk';
const russian = (iso: string) => iso.split('-').reverse().join('.');

describe('deal times on the sales point’s clock', () => {
  it('gives both sides the point’s zone and e-mails the supplier the delivery at the point’s time, named', async () => {
    await t.database.query('UPDATE sales_points SET time_zone = $1 WHERE id = $2', [ZONE, f.servedPoint]);
    const day = addDays(businessParts(new Date()).date, 3);
    const due = businessInstant(day, '12:00', ZONE).toISOString(); // 08:00 in Moscow, 05:00 UTC
    const sent = await buyer({
      method: 'POST',
      url: `/v1/client/orders/expanded?organization_id=${f.client}`,
      payload: {
        supplier_organization_id: f.dairy,
        sales_point_id: f.servedPoint,
        due_delivery_datetime: due,
        lines: [
          { good_id: f.goods[0].id, quantity: '10' },
          { good_id: f.goods[2].id, quantity: '20' },
        ],
        send: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const order = sent.json();
    expect(order.sales_point_time_zone).toBe(ZONE);
    // The supplier may not read the client's sales point, yet sees its clock.
    const seen = await dairy({ method: 'GET', url: `/v1/supplier/orders/?order_ids=${order.id}` });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().items[0].sales_point_time_zone).toBe(ZONE);

    await t.app.events.settled();
    const letter = t
      .outbox()
      .find((m) => m.to === EMAILS.dairySales && m.subject.includes(`№ ${order.number} `));
    expect(letter?.subject).toMatch(
      new RegExp(
        `^Новый заказ № ${order.number} от .+ на сумму 3\u00a0299,00\u00a0₽, доставка ${russian(day).replace(/\./g, '\\.')} 12:00 МСК\\+4$`,
      ),
    );
    expect(letter?.text).toContain(`доставка ${russian(day)} 12:00 МСК+4`);
    const notes = (await dairy({ method: 'GET', url: '/v1/notifications' })).json();
    const note = notes.items.find((n: { type: string; summary: string }) => n.type === 'order.sent');
    expect(note.summary).toContain(`доставка ${russian(day)} 12:00 МСК+4`);
  });
});
