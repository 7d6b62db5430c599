import { useCallback, useMemo, useState } from 'react';
import { fromKopecks, isValidQuantity, lineKopecks } from '@/components/order-money';

export interface CartLine {
  good_id: number;
  name: string;
  measure_name: string;
  price: string;
  quantity: string;
  comment?: string | null;
  /** Set when the line comes from «Повторить заказ»: the price then, or that the good is gone. */
  old_price?: string;
  unavailable?: boolean;
  /** The good is counted in whole units (шт, уп…): a fractional quantity is refused at its field. */
  whole?: boolean;
}

/** Why a line's quantity is refused here, naming the good; null when it may be saved. */
export const pieceProblem = (line: CartLine) =>
  line.whole && isValidQuantity(line.quantity) && !/^\d+([.,]0*)?$/.test(line.quantity.trim())
    ? `«${line.name}» — штучный товар: количество должно быть целым`
    : null;

/** The cart: lines by good, and an exact estimate of the total (the server's total wins). */
export function useCart() {
  const [lines, setLines] = useState(new Map<number, CartLine>());
  const setQuantity = (good: Omit<CartLine, 'quantity'>, quantity: string) =>
    setLines((prev) => {
      const next = new Map(prev);
      if (quantity.trim() === '') next.delete(good.good_id);
      else next.set(good.good_id, { ...prev.get(good.good_id), ...good, quantity });
      return next;
    });
  /** Lines typed before a reload and not saved then: they win over the draft's ('' removes one). */
  const apply = useCallback(
    (items: CartLine[]) =>
      setLines((prev) => {
        const next = new Map(prev);
        for (const l of items) {
          if (l.quantity.trim() === '') next.delete(l.good_id);
          else next.set(l.good_id, { ...prev.get(l.good_id), ...l });
        }
        return next;
      }),
    [],
  );
  const replace = useCallback((items: CartLine[]) => setLines(new Map(items.map((l) => [l.good_id, l]))), []);
  /** Lines of a saved draft under what is already in the cart (the cart's own lines win). */
  const merge = useCallback(
    (items: CartLine[]) =>
      setLines((prev) => new Map([...items.map((l) => [l.good_id, l] as const), ...prev])),
    [],
  );
  const summary = useMemo(() => {
    let kopecks = 0n;
    let invalid = 0;
    let count = 0;
    for (const line of lines.values()) {
      if (line.unavailable || pieceProblem(line)) continue;
      const amount = isValidQuantity(line.quantity) ? lineKopecks(line.quantity, line.price) : null;
      if (amount === null) invalid++;
      else {
        kopecks += amount;
        count++;
      }
    }
    return { total: fromKopecks(kopecks), totalKopecks: kopecks, count, invalid };
  }, [lines]);
  const orderable = [...lines.values()].filter(
    (l) => !l.unavailable && isValidQuantity(l.quantity) && !pieceProblem(l),
  );
  const refused = [...lines.values()].filter((l) => !l.unavailable && pieceProblem(l));
  return { lines, setQuantity, replace, merge, apply, summary, orderable, refused };
}
