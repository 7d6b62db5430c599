/**
 * Russian formats: 22.11.2026, 22.11.2026 14:05, 1 234,50 ₽ — written out by hand, as
 * `Intl` ("ru-RU") would print them. The first `Intl` object a page makes loads the locale's
 * ICU data: 15–20 ms of the main thread on a desktop, four times that on a phone, in the middle
 * of a list's first render (issue 27).
 */
const NBSP = '\u00a0';
const pad2 = (n: number) => String(n).padStart(2, '0');

const toDate = (value: string | Date | null | undefined) => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export const formatDate = (value: string | Date | null | undefined) => {
  const date = toDate(value);
  return date ? `${pad2(date.getDate())}.${pad2(date.getMonth() + 1)}.${date.getFullYear()}` : '—';
};

export const formatDateTime = (value: string | Date | null | undefined) => {
  const date = toDate(value);
  return date ? `${formatDate(date)} ${pad2(date.getHours())}:${pad2(date.getMinutes())}` : '—';
};

/** The digits of |n| rounded half away from zero to `digits` places, from its shortest decimal form. */
function roundedDigits(n: number, digits: number): { whole: string; fraction: string } {
  const [mantissa, exponent = '0'] = Math.abs(n).toString().split('e');
  const [intPart, fracPart = ''] = mantissa.split('.');
  // Shift the point by the exponent so that the digits stay exact (1e21, 5e-7).
  let all = intPart + fracPart;
  let point = intPart.length + Number(exponent);
  if (point < 0) {
    all = '0'.repeat(-point) + all;
    point = 0;
  }
  if (point > all.length) all += '0'.repeat(point - all.length);
  const kept = all.slice(0, point + digits).padEnd(point + digits, '0');
  let rounded = kept;
  if ((all[point + digits] ?? '0') >= '5') {
    const carried = (BigInt(kept || '0') + 1n).toString().padStart(kept.length, '0');
    rounded = carried;
    if (carried.length > kept.length) point += 1;
  }
  const whole = rounded.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  return { whole, fraction: rounded.slice(point) };
}

/** 1234567 → 1 234 567, with no-break spaces as Russian typography and Intl have it. */
const groupThousands = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);

/** Money arrives as a decimal string ("1234.50"); it is only formatted here, never summed. */
export const formatMoney = (value: string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (!Number.isFinite(n)) return '—';
  const { whole, fraction } = roundedDigits(n, 2);
  return `${n < 0 ? '-' : ''}${groupThousands(whole)},${fraction}${NBSP}₽`;
};

export const formatQuantity = (value: string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (!Number.isFinite(n)) return '—';
  const { whole, fraction } = roundedDigits(n, 3);
  const shown = fraction.replace(/0+$/, '');
  return `${n < 0 ? '-' : ''}${groupThousands(whole)}${shown ? `,${shown}` : ''}`;
};

/** A stored quantity ("2.500") as a person types it back: "2,5". */
export const quantityInputValue = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : String(Number(value)).replace('.', ',');

/** A count of things (lines, rows, goods): 12 345. */
export const formatCount = (value: number) => formatQuantity(value);
