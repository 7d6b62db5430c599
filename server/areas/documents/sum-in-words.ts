/**
 * An amount of rubles in Russian words, as invoices and УПД print it:
 * «Шесть тысяч семьсот девяносто рублей 00 копеек». The amount is a decimal string (numeric from SQL).
 */
type Gender = 'm' | 'f';

const UNITS: Record<Gender, string[]> = {
  m: ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
  f: ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
};
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** Forms for 1, 2–4 and 5–20 (рубль, рубля, рублей). */
type Forms = readonly [string, string, string];

/** Scales from the lowest group (units) up, with the grammatical gender of their counted noun. */
const SCALES: { forms: Forms | null; gender: Gender }[] = [
  { forms: null, gender: 'm' },
  { forms: ['тысяча', 'тысячи', 'тысяч'], gender: 'f' },
  { forms: ['миллион', 'миллиона', 'миллионов'], gender: 'm' },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], gender: 'm' },
  { forms: ['триллион', 'триллиона', 'триллионов'], gender: 'm' },
];

const RUBLES: Forms = ['рубль', 'рубля', 'рублей'];
const KOPECKS: Forms = ['копейка', 'копейки', 'копеек'];

/** The form a count takes: 1 рубль, 2 рубля, 5 рублей, 11 рублей, 21 рубль. */
export function plural(count: bigint | number, forms: Forms): string {
  const n = BigInt(count) % 100n;
  if (n >= 11n && n <= 14n) return forms[2];
  const last = n % 10n;
  if (last === 1n) return forms[0];
  if (last >= 2n && last <= 4n) return forms[1];
  return forms[2];
}

function tripletWords(value: number, gender: Gender): string[] {
  const words = [HUNDREDS[Math.floor(value / 100)]];
  const rest = value % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]);
  else words.push(TENS[Math.floor(rest / 10)], UNITS[gender][rest % 10]);
  return words.filter(Boolean);
}

/** A whole number in words, counting a noun of the given gender: 1 → «одна» for «тысяча». */
export function integerInWords(value: bigint, gender: Gender = 'm'): string {
  if (value === 0n) return 'ноль';
  const groups: number[] = [];
  for (let rest = value; rest > 0n; rest /= 1000n) groups.push(Number(rest % 1000n));
  if (groups.length > SCALES.length) throw new RangeError('Сумма слишком велика для записи прописью');
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i];
    if (group === 0) continue;
    const scale = SCALES[i];
    words.push(...tripletWords(group, i === 0 ? gender : scale.gender));
    if (scale.forms) words.push(plural(group, scale.forms));
  }
  return words.join(' ');
}

/** «1234.5» → { rubles: 1234n, kopecks: 50 }; refuses anything but a non-negative decimal. */
export function splitAmount(amount: string): { rubles: bigint; kopecks: number } {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`Не сумма: ${amount}`);
  return { rubles: BigInt(match[1]), kopecks: Number((match[2] ?? '0').padEnd(2, '0')) };
}

/** Whole kopecks of an amount (for the payment QR code's Sum). */
export function amountInKopecks(amount: string): string {
  const { rubles, kopecks } = splitAmount(amount);
  return (rubles * 100n + BigInt(kopecks)).toString();
}

/** «6790.00» → «Шесть тысяч семьсот девяносто рублей 00 копеек». */
export function rublesInWords(amount: string): string {
  const { rubles, kopecks } = splitAmount(amount);
  const words = `${integerInWords(rubles)} ${plural(rubles, RUBLES)}`;
  const cents = String(kopecks).padStart(2, '0');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${cents} ${plural(kopecks, KOPECKS)}`;
}
