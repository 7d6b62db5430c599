import { describe, expect, it } from 'vitest';
import { columnNeed, columnsToHide, type ListColumn } from '@/components/data-grid/fit-columns';

/** The catalog's columns: 1 124 px at their least, in a 686 px area at 1280 px (issue 20). */
const catalog: ListColumn[] = [
  { field: 'images', width: 64 },
  { field: 'id', width: 80, optional: 1 },
  { field: 'name', flex: 1, minWidth: 200 },
  { field: 'code', width: 120, optional: 3 },
  { field: 'barcodes', width: 150, optional: 2 },
  { field: 'measure_id', width: 100, optional: 4 },
  { field: 'category_id', width: 170, optional: 5 },
  { field: 'base_price', width: 110 },
  { field: 'is_published', width: 130 },
];

describe('list columns that fit their area', () => {
  it('counts a flex column at its minWidth and a fixed one at its width', () => {
    expect(columnNeed({ field: 'a', flex: 1, minWidth: 200 })).toBe(200);
    expect(columnNeed({ field: 'b', flex: 1 })).toBe(50);
    expect(columnNeed({ field: 'c', width: 120 })).toBe(120);
    expect(columnNeed({ field: 'd' })).toBe(100);
  });

  it('hides nothing when every column fits', () => {
    expect(columnsToHide(catalog, 1200)).toEqual([]);
  });

  it('hides the fewest secondary columns, lowest rank first, until the rest fit', () => {
    expect(columnsToHide(catalog, 686)).toEqual(['id', 'barcodes', 'code', 'measure_id']);
    expect(columnsToHide(catalog, 1000)).toEqual(['id', 'barcodes']);
  });

  it('never hides a column that is not optional, even when the rest cannot fit', () => {
    expect(columnsToHide(catalog, 300)).toEqual(['id', 'barcodes', 'code', 'measure_id', 'category_id']);
  });

  it('needs no room for a column the user hid in the column menu', () => {
    expect(columnsToHide(catalog, 1000, { category_id: false })).toEqual([]);
  });
});
