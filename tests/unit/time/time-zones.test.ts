import { deliveryDates, deliveryProblem, earliestDeliveryDate, inWindow } from '@contract/order-delivery';
import { deliveryWindows } from '@contract/partnerships';
import { timeZone } from '@contract/time-zone-schema';
import {
  RUSSIAN_TIME_ZONES,
  timeZoneLabel,
  todayIn,
  utcOffsetLabel,
  zonedInstant,
  zonedParts,
} from '@contract/time-zones';
import { describe, expect, it } from 'vitest';

/** Tuesday 24.11.2026, 22:00 in Moscow (19:00 UTC). */
const MOSCOW_22 = new Date('2026-11-24T19:00:00Z');

describe('time-zone helpers', () => {
  it('reads the local date, weekday and time of an instant', () => {
    expect(zonedParts(MOSCOW_22, 'Europe/Moscow')).toMatchObject({
      date: '2026-11-24',
      weekday: 2,
      minutes: 22 * 60,
    });
    expect(zonedParts(MOSCOW_22, 'Asia/Vladivostok')).toMatchObject({
      date: '2026-11-25',
      weekday: 3,
      minutes: 5 * 60,
    });
    expect(zonedParts(MOSCOW_22, 'Asia/Novosibirsk')).toMatchObject({ date: '2026-11-25', minutes: 2 * 60 });
    expect(zonedParts(MOSCOW_22, 'Europe/Kaliningrad')).toMatchObject({
      date: '2026-11-24',
      minutes: 21 * 60,
    });
    expect(todayIn('Asia/Kamchatka', MOSCOW_22)).toBe('2026-11-25');
  });

  it('turns a local date and time into the instant', () => {
    expect(zonedInstant('2026-11-26', '09:00', 'Asia/Vladivostok').toISOString()).toBe(
      '2026-11-25T23:00:00.000Z',
    );
    expect(zonedInstant('2026-11-26', '09:00', 'Asia/Novosibirsk').toISOString()).toBe(
      '2026-11-26T02:00:00.000Z',
    );
    expect(zonedInstant('2026-11-26', '00:10', 'Europe/Moscow').toISOString()).toBe(
      '2026-11-25T21:10:00.000Z',
    );
  });

  it('labels every offered zone in Russian with its offset', () => {
    expect(timeZoneLabel('Asia/Novosibirsk')).toBe('Новосибирск (UTC+7)');
    expect(timeZoneLabel('Asia/Vladivostok')).toBe('Владивосток (UTC+10)');
    expect(timeZoneLabel(null)).toBe('Москва (UTC+3)');
    expect(utcOffsetLabel('Europe/Kaliningrad')).toBe('UTC+2');
    expect(utcOffsetLabel('Asia/Kamchatka')).toBe('UTC+12');
    const offsets = RUSSIAN_TIME_ZONES.map((z) => utcOffsetLabel(z.id));
    expect(new Set(offsets).size).toBe(11);
  });

  it('accepts only the offered zones, with a Russian message', () => {
    expect(timeZone.safeParse('Asia/Omsk').success).toBe(true);
    const bad = timeZone.safeParse('Mars/Olympus');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toMatch(/^Часовой пояс: один из Europe\/Kaliningrad/);
  });
});

describe('delivery rules on local clocks', () => {
  const terms = {
    delivery_weekdays: [1, 2, 3, 4, 5, 6, 7],
    order_cutoff_time: '14:00',
    delivery_windows: [],
  };
  const vladivostok = { supplier: 'Asia/Vladivostok', delivery: 'Asia/Vladivostok' };

  it('reads the cut-off on the supplier’s clock', () => {
    // 22:00 in Moscow is 05:00 on Wednesday in Vladivostok, before 14:00: from Thursday.
    expect(earliestDeliveryDate(terms, MOSCOW_22, vladivostok)).toBe('2026-11-26');
    // In Moscow the same instant is past 14:00 on Tuesday: from Thursday too, but for another reason.
    expect(earliestDeliveryDate(terms, MOSCOW_22)).toBe('2026-11-26');
    // 10:00 in Moscow is 17:00 in Vladivostok: past the cut-off there, not in Moscow.
    const moscow10 = new Date('2026-11-24T07:00:00Z');
    expect(earliestDeliveryDate(terms, moscow10)).toBe('2026-11-25');
    expect(earliestDeliveryDate(terms, moscow10, vladivostok)).toBe('2026-11-26');
    expect(deliveryDates(terms, moscow10, 2, vladivostok)).toEqual(['2026-11-26', '2026-11-27']);
  });

  it('reads the weekday and the windows on the sales point’s clock', () => {
    const windowed = {
      ...terms,
      order_cutoff_time: null,
      delivery_windows: [{ from: '08:00', to: '12:00' }],
    };
    const due = zonedInstant('2026-11-27', '09:00', 'Asia/Vladivostok');
    expect(deliveryProblem(windowed, due, MOSCOW_22, vladivostok)).toBeNull();
    expect(deliveryProblem(windowed, due, MOSCOW_22)).toMatch('Время доставки 02:00 вне окон');
    const fridayOnly = { ...terms, order_cutoff_time: null, delivery_weekdays: [5] };
    // Friday 01:00 in Vladivostok is still Thursday in Moscow.
    const friday = zonedInstant('2026-11-27', '01:00', 'Asia/Vladivostok');
    expect(deliveryProblem(fridayOnly, friday, MOSCOW_22, vladivostok)).toBeNull();
    expect(deliveryProblem(fridayOnly, friday, MOSCOW_22)).toMatch('не доставляет в четверг');
  });
});

describe('night hours (item 3)', () => {
  it('takes windows across midnight and refuses only overlaps', () => {
    expect(inWindow({ from: '22:00', to: '02:00' }, 60)).toBe(true);
    expect(inWindow({ from: '22:00', to: '02:00' }, 23 * 60)).toBe(true);
    expect(inWindow({ from: '22:00', to: '02:00' }, 3 * 60)).toBe(false);
    const night = { from: '22:00', to: '02:00' };
    expect(deliveryWindows.safeParse([night, { from: '04:15', to: '05:45' }]).success).toBe(true);
    expect(deliveryWindows.safeParse([night, { from: '01:00', to: '03:00' }]).success).toBe(false);
  });
});
