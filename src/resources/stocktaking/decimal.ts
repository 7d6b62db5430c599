/**
 * Exact decimal arithmetic for one line (fact − book, × price) while the user types; document
 * totals always come from the server.
 */
const SCALE_QTY = 3;

function toUnits(value: string, scale: number): bigint | null {
  const match = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(value.trim());
  if (!match) return null;
  const fraction = (match[3] ?? '').padEnd(scale, '0');
  if (fraction.length > scale) return null;
  const units = BigInt(match[2] + fraction);
  return match[1] ? -units : units;
}

function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** What a person typed as a fact: '' → null, '12,5' → '12.5'; undefined when it is not a quantity. */
export function parseFact(input: string): string | null | undefined {
  const value = input.trim().replace(',', '.');
  if (value === '') return null;
  if (!/^\d{1,11}(\.\d{0,3})?$/.test(value)) return undefined;
  return value.endsWith('.') ? value.slice(0, -1) : value;
}

export function variance(fact: string | null, book: string | null): string | null {
  if (fact === null || book === null) return null;
  const f = toUnits(fact, SCALE_QTY);
  const b = toUnits(book, SCALE_QTY);
  return f === null || b === null ? null : fromUnits(f - b, SCALE_QTY);
}

/** variance × price, rounded half away from zero to kopecks. */
export function varianceAmount(varianceQty: string | null, price: string | null): string | null {
  if (varianceQty === null || price === null) return null;
  const v = toUnits(varianceQty, SCALE_QTY);
  const p = toUnits(price, 2);
  if (v === null || p === null) return null;
  const product = v * p; // scale 5
  const half = product < 0n ? -500n : 500n;
  return fromUnits((product + half) / 1000n, 2);
}

export const isNonZero = (value: string | null) => value !== null && /[1-9]/.test(value);
