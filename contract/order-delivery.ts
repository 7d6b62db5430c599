import { DAY_TIMES } from './day-times';
import { DEFAULT_TIME_ZONE, zonedInstant, zonedParts } from './time-zones';
import { formatZonedClock } from './zoned-time';

/**
 * When a supplier delivers (partnership terms), shared by the server's checkout rules and the
 * catalog's date picker. Times are local: the cut-off is the supplier's clock (its organization's
 * time zone), the delivery day, time and windows are the clock of the sales point delivered to.
 *
 * - A delivery day must be one of delivery_weekdays (1 = Monday … 7 = Sunday).
 * - With a cut-off «HH:MM», an order sent before it may be delivered from the next day; after it,
 *   from the day after next. Without a cut-off, from today, at a time still ahead.
 * - With delivery windows, the delivery time lies within one of them (bounds included); a window
 *   whose end is before its start runs across midnight (22:00–02:00).
 * - No further ahead than MAX_DELIVERY_DAYS_AHEAD.
 */
export const MAX_DELIVERY_DAYS_AHEAD = 60;

export interface DeliveryTerms {
  delivery_weekdays: number[];
  order_cutoff_time: string | null;
  delivery_windows: { from: string; to: string }[];
}

/** Whose clock a rule reads: the supplier's (cut-off) and the sales point's (delivery). */
export interface DeliveryZones {
  supplier: string;
  delivery: string;
}
const MOSCOW: DeliveryZones = { supplier: DEFAULT_TIME_ZONE, delivery: DEFAULT_TIME_ZONE };

export const WEEKDAY_SHORT = ['', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'];
const WEEKDAY_ACCUSATIVE = [
  '',
  'понедельник',
  'вторник',
  'среду',
  'четверг',
  'пятницу',
  'субботу',
  'воскресенье',
];

/** Local calendar date (YYYY-MM-DD), ISO weekday and minutes since midnight of an instant. */
export const businessParts = (instant: Date, zone: string = DEFAULT_TIME_ZONE) => zonedParts(instant, zone);

export const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const weekdayOf = (isoDate: string) => {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

/** 22.11.2026 */
export const russianDate = (isoDate: string) => isoDate.split('-').reverse().join('.');

/** The instant of a local date and time. */
export const businessInstant = (isoDate: string, hhmm: string, zone: string = DEFAULT_TIME_ZONE) =>
  zonedInstant(isoDate, hhmm, zone);

/**
 * Before the cut-off on the supplier's clock: from the supplier's next day; after it, the day after
 * next. Without a cut-off: from today at the sales point.
 */
export function earliestDeliveryDate(
  terms: Pick<DeliveryTerms, 'order_cutoff_time'>,
  now: Date,
  zones: DeliveryZones = MOSCOW,
): string {
  if (!terms.order_cutoff_time) return businessParts(now, zones.delivery).date;
  const today = businessParts(now, zones.supplier);
  return addDays(today.date, today.minutes < toMinutes(terms.order_cutoff_time) ? 1 : 2);
}

/** Whether minutes since midnight fall in a window; a window ending before it starts crosses midnight. */
export function inWindow(window: { from: string; to: string }, minutes: number) {
  const from = toMinutes(window.from);
  const to = toMinutes(window.to);
  return from <= to ? from <= minutes && minutes <= to : minutes >= from || minutes <= to;
}

/** Dates the catalog offers, earliest first. */
export function deliveryDates(
  terms: DeliveryTerms,
  now: Date,
  count = 14,
  zones: DeliveryZones = MOSCOW,
): string[] {
  const result: string[] = [];
  let date = earliestDeliveryDate(terms, now, zones);
  for (let i = 0; i <= MAX_DELIVERY_DAYS_AHEAD && result.length < count; i++, date = addDays(date, 1)) {
    if (terms.delivery_weekdays.includes(weekdayOf(date))) result.push(date);
  }
  return result;
}

/** Times the catalog offers: each window's start, or every time of the day without windows. */
export const deliveryTimes = (terms: DeliveryTerms) =>
  terms.delivery_windows.length
    ? terms.delivery_windows.map((w) => ({ value: w.from, label: `${w.from}–${w.to}` }))
    : DAY_TIMES.map((t) => ({ value: t, label: t }));

/** The earliest date and time the catalog offers that the checkout rules accept, if any. */
export function nextDelivery(
  terms: DeliveryTerms,
  now: Date,
  zones: DeliveryZones = MOSCOW,
): { date: string; time: string } | null {
  for (const date of deliveryDates(terms, now, 14, zones)) {
    const time = deliveryTimes(terms).find(
      (t) => deliveryProblem(terms, businessInstant(date, t.value, zones.delivery), now, zones) === null,
    );
    if (time) return { date, time: time.value };
  }
  return null;
}

const describeWindows = (windows: DeliveryTerms['delivery_windows']) =>
  windows.map((w) => `${w.from}–${w.to}`).join(', ');

/** A Russian explanation of why the supplier cannot deliver then, or null when it can. */
export function deliveryProblem(
  terms: DeliveryTerms,
  due: Date,
  now: Date,
  zones: DeliveryZones = MOSCOW,
): string | null {
  const when = businessParts(due, zones.delivery);
  const earliest = earliestDeliveryDate(terms, now, zones);
  if (due.getTime() <= now.getTime()) return 'Время доставки уже прошло — выберите другое';
  if (!terms.delivery_weekdays.includes(when.weekday)) {
    const days = [...terms.delivery_weekdays]
      .sort()
      .map((d) => WEEKDAY_SHORT[d])
      .join(', ');
    return `Поставщик не доставляет в ${WEEKDAY_ACCUSATIVE[when.weekday]}; дни доставки: ${days || 'не заданы'}`;
  }
  if (when.date < earliest) {
    return terms.order_cutoff_time
      ? `Приём заказов на ${russianDate(when.date)} закрыт в ${formatZonedClock(terms.order_cutoff_time, zones.supplier, null, now)}; ближайшая дата доставки — ${russianDate(earliest)} или позже`
      : `Ближайшая дата доставки — ${russianDate(earliest)}`;
  }
  if (when.date > addDays(businessParts(now, zones.delivery).date, MAX_DELIVERY_DAYS_AHEAD)) {
    return `Дата доставки не может быть дальше чем через ${MAX_DELIVERY_DAYS_AHEAD} дней`;
  }
  const windows = terms.delivery_windows;
  if (windows.length > 0 && !windows.some((w) => inWindow(w, when.minutes))) {
    const hhmm = `${String(Math.floor(when.minutes / 60)).padStart(2, '0')}:${String(when.minutes % 60).padStart(2, '0')}`;
    // The point's zone is named when its clock is not Moscow's: «13:00 МСК+7».
    const shown = formatZonedClock(hhmm, zones.delivery, DEFAULT_TIME_ZONE, now);
    return `Время доставки ${shown} вне окон доставки поставщика: ${describeWindows(windows)}`;
  }
  return null;
}
