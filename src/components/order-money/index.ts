/**
 * Exact decimal arithmetic for the catalog's estimate: money in kopecks and quantities in
 * thousandths as BigInt, line amounts rounded half away from zero exactly like PostgreSQL's
 * round(quantity * price, 2). The server's total is the one that counts.
 */
const scaled = (value: string, digits: number): bigint | null => {
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(value.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').slice(0, digits).padEnd(digits, '0');
  return BigInt(match[1] + fraction);
};

export const toKopecks = (money: string) => scaled(money, 2);
export const toThousandths = (quantity: string) => scaled(quantity, 3);

/** round(quantity × price, 2) in kopecks; null for an invalid quantity. */
export function lineKopecks(quantity: string, price: string): bigint | null {
  const q = toThousandths(quantity);
  const p = toKopecks(price);
  if (q === null || p === null) return null;
  return (q * p + 500n) / 1000n;
}

/** Kopecks back to a decimal string ("1234.50") for formatMoney. */
export const fromKopecks = (kopecks: bigint) =>
  `${kopecks / 100n}.${String(kopecks % 100n).padStart(2, '0')}`;

/** A quantity a person may type: positive, at most three decimals. */
export const isValidQuantity = (value: string) => {
  const q = toThousandths(value);
  return q !== null && q > 0n && /^\d{1,11}([.,]\d{0,3})?$/.test(value.trim());
};
