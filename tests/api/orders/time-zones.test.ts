import { addDays, businessInstant, businessParts } from '@contract/order-delivery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectErrorBody } from '../support/app';
import { EMAILS, withOrderFixture } from './fixture';

/**
 * Issue 19: the cut-off is read on the supplier's clock, the delivery day, time and windows on the
 * sales point's; before, every rule used Moscow time. «Now» is pinned (Date only) per test.
 */
const { t, f } = withOrderFixture({});
afterEach(() => {
  vi.useRealTimers();
});

/** Today's Moscow date: the pinned instants are on it. */
const moscowToday = () => businessParts(new Date()).date;

async function setup(zone: string, now: { moscowDay: string; moscowTime: string }) {
  await t.database.query('UPDATE organizations SET time_zone = $1 WHERE id = $2', [zone, f.dairy]);
  await t.database.query('UPDATE sales_points SET time_zone = $1 WHERE id = $2', [zone, f.servedPoint]);
  await t.database.query(
    `UPDATE partnerships SET order_cutoff_time = '14:00', delivery_windows = '[{"from": "08:00", "to": "12:00"}]'
      WHERE id = $1`,
    [f.partnershipId],
  );
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(businessInstant(now.moscowDay, now.moscowTime, 'Europe/Moscow'));
  return t.login(EMAILS.buyer);
}

/** Sends an order above the minimum for a local date and time of the sales point. */
const send = (token: string, zone: string, day: string, hhmm: string) =>
  t.as(token)({
    method: 'POST',
    url: `/v1/client/orders/expanded?organization_id=${f.client}`,
    payload: {
      supplier_organization_id: f.dairy,
      sales_point_id: f.servedPoint,
      due_delivery_datetime: businessInstant(day, hhmm, zone).toISOString(),
      lines: [
        { good_id: f.goods[0].id, quantity: '10' },
        { good_id: f.goods[2].id, quantity: '20' },
      ],
      send: true,
    },
  });

const russian = (iso: string) => iso.split('-').reverse().join('.');

describe('Vladivostok (UTC+10): supplier and sales point on Vladivostok time', () => {
  const zone = 'Asia/Vladivostok';

  it('an order at 22:00 Moscow time (05:00 next day there) is before the 14:00 cut-off: delivery the day after, at 09:00 local', async () => {
    const day = moscowToday();
    const buyer = await setup(zone, { moscowDay: day, moscowTime: '22:00' });
    const res = await send(buyer, zone, addDays(day, 2), '09:00');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status_id).toBe(2);
    expect(res.json().due_delivery_datetime).toBe(
      businessInstant(addDays(day, 2), '09:00', zone).toISOString(),
    );
  });

  it('an order at 22:00 Moscow time cannot be delivered the same local day', async () => {
    const day = moscowToday();
    const buyer = await setup(zone, { moscowDay: day, moscowTime: '22:00' });
    const error = expectErrorBody(await send(buyer, zone, addDays(day, 1), '09:00'), 422);
    expect(error.code).toBe('DELIVERY_NOT_ALLOWED');
    expect(error.detail).toBe(
      `Приём заказов на ${russian(addDays(day, 1))} закрыт в 14:00 МСК+7; ближайшая дата доставки — ${russian(addDays(day, 2))} или позже`,
    );
  });

  it('an order at 10:00 Moscow time (17:00 there) is past the 14:00 cut-off: no next-day delivery', async () => {
    const day = moscowToday();
    const buyer = await setup(zone, { moscowDay: day, moscowTime: '10:00' });
    const before = await t.database.query<{ n: string }>('SELECT count(*)::text AS n FROM orders');
    const error = expectErrorBody(await send(buyer, zone, addDays(day, 1), '09:00'), 422);
    expect(error.detail).toMatch(`Приём заказов на ${russian(addDays(day, 1))} закрыт в 14:00 МСК+7`);
    const after = await t.database.query<{ n: string }>('SELECT count(*)::text AS n FROM orders');
    expect(after[0].n).toBe(before[0].n);
    expect((await send(buyer, zone, addDays(day, 2), '11:50')).statusCode).toBe(201);
  });

  it('reads the delivery windows on the sales point’s clock', async () => {
    const day = moscowToday();
    const buyer = await setup(zone, { moscowDay: day, moscowTime: '10:00' });
    const error = expectErrorBody(await send(buyer, zone, addDays(day, 3), '13:00'), 422);
    expect(error.detail).toBe('Время доставки 13:00 МСК+7 вне окон доставки поставщика: 08:00–12:00');
  });
});

describe('Novosibirsk (UTC+7)', () => {
  const zone = 'Asia/Novosibirsk';

  it('10:30 Moscow time is 14:30 there: past the 14:00 cut-off, delivery from the day after next at 08:30 local', async () => {
    const day = moscowToday();
    const buyer = await setup(zone, { moscowDay: day, moscowTime: '10:30' });
    const late = expectErrorBody(await send(buyer, zone, addDays(day, 1), '10:00'), 422);
    expect(late.detail).toMatch('закрыт в 14:00 МСК+4');
    const res = await send(buyer, zone, addDays(day, 2), '08:30');
    expect(res.statusCode, res.body).toBe(201);
  });

  it('09:30 Moscow time is 13:30 there: before the cut-off, next-day delivery at 08:00 local', async () => {
    const day = moscowToday();
    const buyer = await setup(zone, { moscowDay: day, moscowTime: '09:30' });
    const res = await send(buyer, zone, addDays(day, 1), '08:00');
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('night delivery windows (issue 19, item 3)', () => {
  it('a supplier sets a window across midnight and an order at 01:00 fits it', async () => {
    const zone = 'Europe/Moscow';
    const day = moscowToday();
    const buyer = await setup(zone, { moscowDay: day, moscowTime: '09:00' });
    const dairy = await t.login(EMAILS.dairy);
    const put = await t.as(dairy)({
      method: 'PUT',
      url: `/v1/supplier/partnerships/${f.partnershipId}?organization_id=${f.dairy}`,
      payload: { order_cutoff_time: null, delivery_windows: [{ from: '22:00', to: '02:00' }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().delivery_windows).toEqual([{ from: '22:00', to: '02:00' }]);
    expect((await send(buyer, zone, addDays(day, 2), '01:00')).statusCode).toBe(201);
    expect((await send(buyer, zone, addDays(day, 2), '23:30')).statusCode).toBe(201);
    const error = expectErrorBody(await send(buyer, zone, addDays(day, 2), '03:00'), 422);
    expect(error.detail).toBe('Время доставки 03:00 вне окон доставки поставщика: 22:00–02:00');
  });
});
