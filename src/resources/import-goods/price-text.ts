import { formatMoney } from '@/i18n/format';

const PLAIN_NUMBER = /^\d+([.,]\d+)?$/;

/** A price cell of the file as a person reads it («53.5» → «53,50 ₽»); any other text as it is. */
export const priceText = (cell: string | undefined) =>
  cell && PLAIN_NUMBER.test(cell) ? formatMoney(cell.replace(',', '.')) : (cell ?? '');
