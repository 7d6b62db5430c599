import { z } from './zod';

/**
 * Russian company requisites with their check digits (ФНС, ЦБ РФ). The same refinements validate
 * the API and the SPA forms.
 */
const digitsOf = (value: string) => [...value].map(Number);
const weighted = (digits: number[], weights: number[]) =>
  weights.reduce((sum, weight, i) => sum + weight * digits[i], 0);

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN11_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const innCheck = (digits: number[], weights: number[]) => (weighted(digits, weights) % 11) % 10;

/** ИНН: 10 digits (organization) or 12 (individual entrepreneur), with check digits. */
export function isValidInn(value: string): boolean {
  if (/^\d{10}$/.test(value)) {
    const d = digitsOf(value);
    return innCheck(d, INN10_WEIGHTS) === d[9];
  }
  if (/^\d{12}$/.test(value)) {
    const d = digitsOf(value);
    return innCheck(d, INN11_WEIGHTS) === d[10] && innCheck(d, INN12_WEIGHTS) === d[11];
  }
  return false;
}

/** КПП: 4 digits of the tax office, 2 of the reason (digits or capital letters), 3 digits. */
export const isValidKpp = (value: string) => /^\d{4}[\dA-Z]{2}\d{3}$/.test(value);

/** ОГРН (13 digits, mod 11) or ОГРНИП (15 digits, mod 13). */
export function isValidOgrn(value: string): boolean {
  if (!/^(\d{13}|\d{15})$/.test(value)) return false;
  const body = BigInt(value.slice(0, -1));
  const modulus = value.length === 13 ? 11n : 13n;
  return Number((body % modulus) % 10n) === Number(value.at(-1));
}

/** БИК of a Russian bank: 9 digits starting with 04. */
export const isValidBik = (value: string) => /^04\d{7}$/.test(value);

const ACCOUNT_WEIGHTS = Array.from({ length: 23 }, (_, i) => [7, 1, 3][i % 3]);
const accountKeyHolds = (prefix: string, account: string) =>
  weighted(digitsOf(prefix + account), ACCOUNT_WEIGHTS) % 10 === 0;

/** Расчётный счёт: 20 digits whose key matches the bank's БИК (last 3 digits of the БИК first). */
export const isValidSettlementAccount = (account: string, bik: string) =>
  /^\d{20}$/.test(account) && isValidBik(bik) && accountKeyHolds(bik.slice(-3), account);

/** Корреспондентский счёт: 20 digits starting with 301, key computed with "0" + digits 5–6 of the БИК. */
export const isValidCorrespondentAccount = (account: string, bik: string) =>
  /^301\d{17}$/.test(account) && isValidBik(bik) && accountKeyHolds(`0${bik.slice(4, 6)}`, account);

const digitsText = (label: string) =>
  z
    .string({ error: `${label}: ожидается строка` })
    .trim()
    .transform((v) => v.replace(/\s+/g, ''));

export const innField = digitsText('ИНН').refine(isValidInn, {
  message: 'ИНН: 10 или 12 цифр с верными контрольными цифрами',
});
export const kppField = digitsText('КПП')
  .transform((v) => v.toUpperCase())
  .refine(isValidKpp, { message: 'КПП: 9 символов — 4 цифры, 2 цифры или буквы, 3 цифры' });
export const ogrnField = digitsText('ОГРН').refine(isValidOgrn, {
  message: 'ОГРН: 13 цифр (ОГРНИП — 15) с верной контрольной цифрой',
});
export const bikField = digitsText('БИК').refine(isValidBik, {
  message: 'БИК: 9 цифр, начинается с 04',
});
export const accountField = (label: string) =>
  digitsText(label).refine((v) => /^\d{20}$/.test(v), { message: `${label}: 20 цифр` });

export const ACCOUNT_MESSAGES = {
  settlement_account: 'Расчётный счёт: контрольный ключ не сходится с БИК',
  correspondent_account: 'Корреспондентский счёт: должен начинаться с 301 и сходиться с БИК',
  bikRequired: 'Укажите БИК, чтобы проверить счёт',
} as const;

/** Adds the account-against-БИК checks to an object schema's refinement context. */
export function checkAccounts(
  value: { bik?: string | null; settlement_account?: string | null; correspondent_account?: string | null },
  ctx: z.RefinementCtx,
) {
  const { bik, settlement_account, correspondent_account } = value;
  for (const [field, account, valid] of [
    ['settlement_account', settlement_account, isValidSettlementAccount],
    ['correspondent_account', correspondent_account, isValidCorrespondentAccount],
  ] as const) {
    if (!account) continue;
    if (!bik) {
      ctx.addIssue({ code: 'custom', path: ['bik'], message: ACCOUNT_MESSAGES.bikRequired });
    } else if (isValidBik(bik) && !valid(account, bik)) {
      ctx.addIssue({ code: 'custom', path: [field], message: ACCOUNT_MESSAGES[field] });
    }
  }
}
