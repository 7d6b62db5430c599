/** Number formats of the printed documents; amounts stay decimal strings from SQL throughout. */
const NBSP = '\u00a0';

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);

/** «6790.5» → «6 790,50». */
export function formatMoney(amount: string): string {
  const [whole, fraction = ''] = amount.split('.');
  return `${groupThousands(whole)},${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** «10.000» → «10», «1.250» → «1,25». */
export function formatQuantity(quantity: string): string {
  const [whole, fraction = ''] = quantity.split('.');
  const kept = fraction.replace(/0+$/, '');
  return kept ? `${groupThousands(whole)},${kept}` : groupThousands(whole);
}

export const vatRateLabel = (rate: number | null) => (rate === null ? 'без НДС' : `${rate}%`);

/** ОКЕИ codes of the units the product knows (УПД column 2). */
const OKEI: Record<string, string> = {
  шт: '796',
  кг: '166',
  г: '163',
  л: '112',
  мл: '111',
  уп: '778',
  м: '006',
  'м²': '055',
  ящ: '812',
  бут: '868',
  пач: '728',
  рул: '736',
};
export const okeiCode = (measure: string) => OKEI[measure] ?? '—';

/** INN/KPP as the forms print them: «7701234567/770101001». */
export const innKpp = (inn: string | null, kpp: string | null) => [inn, kpp].filter(Boolean).join('/');

const UNIT_BY_OKEI = new Map(Object.entries(OKEI).map(([unit, code]) => [code, unit]));
/** The unit of an ОКЕИ code (1С sends «796» for «шт»). */
export const measureByOkei = (code: string) => UNIT_BY_OKEI.get(code);
