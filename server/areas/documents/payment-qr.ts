import QRCode from 'qrcode';
import type { Party, VatTotal } from './data';
import { formatMoney } from './format';
import { amountInKopecks } from './sum-in-words';

/** ГОСТ Р 56042-2014 field limits (characters). */
const LIMITS = {
  Name: 160,
  PersonalAcc: 20,
  BankName: 45,
  BIC: 9,
  CorrespAcc: 20,
  PayeeINN: 12,
  KPP: 9,
  Purpose: 210,
};

/** A value may not hold the separator or a line break. */
const clean = (value: string, limit: number) =>
  value
    .replace(/[|\r\n]+/g, ' ')
    .trim()
    .slice(0, limit);

/**
 * The payment string banking apps read: «ST00012» = format ST, version 0001, encoding 2 (UTF-8),
 * fields separated by «|». Sum is in kopecks.
 */
export function paymentString(payee: Party, total: string, purpose: string): string {
  const fields: [keyof typeof LIMITS | 'Sum', string | null][] = [
    ['Name', payee.name],
    ['PersonalAcc', payee.settlementAccount],
    ['BankName', payee.bankName],
    ['BIC', payee.bik],
    ['CorrespAcc', payee.correspondentAccount],
    ['PayeeINN', payee.inn],
    ['KPP', payee.kpp],
    ['Sum', amountInKopecks(total)],
    ['Purpose', purpose],
  ];
  const parts = fields
    .filter((field): field is [keyof typeof LIMITS | 'Sum', string] => Boolean(field[1]))
    .map(([key, value]) => `${key}=${key === 'Sum' ? value : clean(value, LIMITS[key])}`);
  return ['ST00012', ...parts].join('|');
}

/** The VAT clause banks expect in a payment's purpose: «В т.ч. НДС 10 % — 352,69 ₽» per rate, or «Без НДС». */
export function vatClause(vatTotals: VatTotal[]): string {
  const taxed = vatTotals.filter((t) => t.rate !== null);
  if (taxed.length === 0) return 'Без НДС';
  return `В т.ч. ${taxed.map((t) => `НДС ${t.rate}\u00a0% — ${formatMoney(t.vatAmount)}\u00a0₽`).join(', ')}`;
}

/** The purpose of an invoice's payment, its VAT clause last. */
export const invoicePurpose = (
  doc: { number: number; issuedOn: string },
  orderNumber: number | string,
  vatTotals: VatTotal[],
) => `Оплата по счёту № ${doc.number} от ${doc.issuedOn} (заказ № ${orderNumber}). ${vatClause(vatTotals)}`;

/** The payment string as a PNG data URL (byte mode, UTF-8, error correction M). */
export const paymentQrDataUrl = (payload: string) =>
  QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 1, scale: 6 });
