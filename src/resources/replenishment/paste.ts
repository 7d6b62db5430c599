import type { ParLevelRow } from '@contract/replenishment';

export interface PastedLevel {
  good_id: number;
  min_quantity: string;
  order_up_to: string | null;
}

const number = (cell: string | undefined) => (cell ?? '').trim().replace(/\s/g, '').replace(',', '.');

/**
 * Rows copied from Excel (tab-separated: good name, minimum, order up to) matched to the grid's goods
 * by name, case and «ё» aside. Rows naming no known good are returned by line number.
 */
export function parsePastedLevels(text: string, goods: ParLevelRow[]) {
  const fold = (s: string) => s.trim().toLowerCase().replace(/ё/g, 'е');
  const byName = new Map(goods.map((g) => [fold(g.good_name), g.good_id]));
  const levels: PastedLevel[] = [];
  const unknown: number[] = [];
  text
    .split(/\r?\n/)
    .map((line) => line.split('\t'))
    .forEach((cells, index) => {
      if (cells.join('').trim() === '') return;
      const goodId = byName.get(fold(cells[0]));
      const min = number(cells[1]);
      if (goodId === undefined || !/^\d+(\.\d+)?$/.test(min)) {
        unknown.push(index + 1);
        return;
      }
      const upTo = number(cells[2]);
      levels.push({ good_id: goodId, min_quantity: min, order_up_to: upTo === '' ? null : upTo });
    });
  return { levels, unknown };
}
