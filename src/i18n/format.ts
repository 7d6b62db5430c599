/** Russian formats: 22.11.2026, 22.11.2026 14:05, 1 234,50 ₽. */
const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const moneyFormat = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const quantityFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 });

const toDate = (value: string | Date | null | undefined) => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export const formatDate = (value: string | Date | null | undefined) => {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '—';
};

export const formatDateTime = (value: string | Date | null | undefined) => {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date).replace(',', '') : '—';
};

/** Money arrives as a decimal string ("1234.50"); it is only formatted here, never summed. */
export const formatMoney = (value: string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  return Number.isFinite(n) ? moneyFormat.format(n) : '—';
};

export const formatQuantity = (value: string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  return Number.isFinite(n) ? quantityFormat.format(n) : '—';
};

/** A stored quantity ("2.500") as a person types it back: "2,5". */
export const quantityInputValue = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : String(Number(value)).replace('.', ',');
