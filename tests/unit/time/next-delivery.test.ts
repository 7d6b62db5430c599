import { nextDelivery } from '@contract/order-delivery';
import { describe, expect, it } from 'vitest';

/** Tuesday 24.11.2026, 22:00 in Moscow (19:00 UTC). */
const MOSCOW_22 = new Date('2026-11-24T19:00:00Z');

/** Issue 42, item 9: the delivery «Повторить заказ» proposes is the first one the checkout accepts. */
describe('the next allowed delivery', () => {
  const terms = { delivery_weekdays: [1, 3, 5], order_cutoff_time: '14:00', delivery_windows: [] };

  it('is the first delivery weekday after the cut-off, at the first time of the day', () => {
    // Past 14:00 on Tuesday: from Thursday, and Thursday is no delivery day.
    expect(nextDelivery(terms, MOSCOW_22)).toEqual({ date: '2026-11-27', time: '00:00' });
  });

  it('opens the first window, read on the sales point’s clock', () => {
    const windowed = { ...terms, delivery_windows: [{ from: '08:00', to: '12:00' }] };
    const vladivostok = { supplier: 'Asia/Vladivostok', delivery: 'Asia/Vladivostok' };
    // 05:00 on Wednesday in Vladivostok, before its cut-off: from Thursday, so Friday.
    expect(nextDelivery(windowed, MOSCOW_22, vladivostok)).toEqual({ date: '2026-11-27', time: '08:00' });
  });

  it('without a cut-off, is today at a time still ahead', () => {
    const open = { delivery_weekdays: [2], order_cutoff_time: null, delivery_windows: [] };
    expect(nextDelivery(open, MOSCOW_22)).toEqual({ date: '2026-11-24', time: '22:10' });
    const morning = { ...open, delivery_windows: [{ from: '08:00', to: '12:00' }] };
    expect(nextDelivery(morning, MOSCOW_22)).toEqual({ date: '2026-12-01', time: '08:00' });
  });

  it('is none when the supplier delivers on no day', () => {
    expect(nextDelivery({ ...terms, delivery_weekdays: [] }, MOSCOW_22)).toBeNull();
  });
});
