/**
 * The largest money amount and quantity a person may enter. Columns are NUMERIC(14,2) for money and
 * NUMERIC(14,3) for quantities; these limits leave room for sums of many rows and for
 * quantity × price, and reads sum without a precision limit, so a stored row never breaks a list.
 */
export const MONEY_MAX = 9_999_999_999.99;
export const QUANTITY_MAX = 9_999_999.999;

const NBSP = '\u00a0';
/** «9 999 999 999,99» as a Russian reader expects it. */
const spell = (value: number, decimals: number) =>
  value
    .toFixed(decimals)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))(?=\d*,)/g, NBSP);

export const MONEY_MAX_TEXT = `${spell(MONEY_MAX, 2)}${NBSP}₽`;
export const QUANTITY_MAX_TEXT = spell(QUANTITY_MAX, 3);
