import type { StocktakingLine } from '@contract/stocktaking';

const fold = (value: string) => value.toLowerCase().replaceAll('ё', 'е').trim();

/** Index of the first line whose barcode or code matches exactly, else whose name contains the text. */
export function findLine(lines: (StocktakingLine | undefined)[], query: string, from = 0): number {
  const q = fold(query);
  if (!q) return -1;
  const exact = lines.findIndex(
    (l) => l !== undefined && (l.barcodes.includes(query.trim()) || (l.good_code && fold(l.good_code) === q)),
  );
  if (exact >= 0) return exact;
  for (let step = 0; step < lines.length; step += 1) {
    const index = (from + step) % lines.length;
    const line = lines[index];
    if (line && (fold(line.good_name).includes(q) || line.barcodes.some((b) => b.startsWith(q))))
      return index;
  }
  return -1;
}
