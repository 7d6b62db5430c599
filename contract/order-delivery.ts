/**
 * When a supplier delivers (partnership terms), shared by the server's checkout rules and the
 * catalog's date picker. Business time is Moscow time (UTC+3 all year, no daylight saving).
 *
 * - A delivery day must be one of delivery_weekdays (1 = Monday … 7 = Sunday).
 * - With a cut-off «HH:MM», an order sent before it may be delivered from the next day; after it,
 *   from the day after next. Without a cut-off, from today, at a time still ahead.
 * - With delivery windows, the delivery time lies within one of them (bounds included).
 * - No further ahead than MAX_DELIVERY_DAYS_AHEAD.
 */
export const BUSINESS_UTC_OFFSET = '+03:00';
const OFFSET_MS = 3 * 60 * 60 * 1000;
export const MAX_DELIVERY_DAYS_AHEAD = 60;

export interface DeliveryTerms {
  delivery_weekdays: number[];
  order_cutoff_time: string | null;
  delivery_windows: { from: string; to: string }[];
}

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

/** Moscow calendar date (YYYY-MM-DD), ISO weekday and minutes since midnight of an instant. */
export function businessParts(instant: Date) {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  const date = shifted.toISOString().slice(0, 10);
  const weekday = shifted.getUTCDay() === 0 ? 7 : shifted.getUTCDay();
  return { date, weekday, minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

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

/** The instant of a Moscow date and time. */
export const businessInstant = (isoDate: string, hhmm: string) =>
  new Date(`${isoDate}T${hhmm}:00${BUSINESS_UTC_OFFSET}`);

export function earliestDeliveryDate(terms: Pick<DeliveryTerms, 'order_cutoff_time'>, now: Date): string {
  const today = businessParts(now);
  if (!terms.order_cutoff_time) return today.date;
  return addDays(today.date, today.minutes < toMinutes(terms.order_cutoff_time) ? 1 : 2);
}

/** Dates the catalog offers, earliest first. */
export function deliveryDates(terms: DeliveryTerms, now: Date, count = 14): string[] {
  const result: string[] = [];
  let date = earliestDeliveryDate(terms, now);
  for (let i = 0; i <= MAX_DELIVERY_DAYS_AHEAD && result.length < count; i++, date = addDays(date, 1)) {
    if (terms.delivery_weekdays.includes(weekdayOf(date))) result.push(date);
  }
  return result;
}

const describeWindows = (windows: DeliveryTerms['delivery_windows']) =>
  windows.map((w) => `${w.from}–${w.to}`).join(', ');

/** A Russian explanation of why the supplier cannot deliver then, or null when it can. */
export function deliveryProblem(terms: DeliveryTerms, due: Date, now: Date): string | null {
  const when = businessParts(due);
  const earliest = earliestDeliveryDate(terms, now);
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
      ? `Приём заказов на ${russianDate(when.date)} закрыт в ${terms.order_cutoff_time}; ближайшая дата доставки — ${russianDate(earliest)} или позже`
      : `Ближайшая дата доставки — ${russianDate(earliest)}`;
  }
  if (when.date > addDays(businessParts(now).date, MAX_DELIVERY_DAYS_AHEAD)) {
    return `Дата доставки не может быть дальше чем через ${MAX_DELIVERY_DAYS_AHEAD} дней`;
  }
  const windows = terms.delivery_windows;
  if (
    windows.length > 0 &&
    !windows.some((w) => toMinutes(w.from) <= when.minutes && when.minutes <= toMinutes(w.to))
  ) {
    const hhmm = `${String(Math.floor(when.minutes / 60)).padStart(2, '0')}:${String(when.minutes % 60).padStart(2, '0')}`;
    return `Время доставки ${hhmm} вне окон доставки поставщика: ${describeWindows(windows)}`;
  }
  return null;
}
