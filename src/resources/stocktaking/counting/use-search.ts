import type { StocktakingLine } from '@contract/stocktaking';

const fold = (value: string) => value.toLowerCase().replaceAll('ё', 'е').trim();

/** Index of the first line whose barcode or code matches exactly, else whose name contains the text. */
export function findLine(lines: StocktakingLine[], query: string, from = 0): number {
  const q = fold(query);
  if (!q) return -1;
  const exact = lines.findIndex(
    (l) => l.barcodes.includes(query.trim()) || (l.good_code && fold(l.good_code) === q),
  );
  if (exact >= 0) return exact;
  for (let step = 0; step < lines.length; step += 1) {
    const index = (from + step) % lines.length;
    if (fold(lines[index].good_name).includes(q) || lines[index].barcodes.some((b) => b.startsWith(q)))
      return index;
  }
  return -1;
}
