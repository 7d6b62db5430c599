import type { ListColumn } from './fit-columns';

/** The first columns of a price list's goods, the same for the supplier who keeps it and the buyer. */
export const goodColumns = <T extends { name: string; code: string | null; measure_name: string }>(
  measureWidth: number,
): ListColumn<T>[] => [
  { field: 'name', headerName: 'Товар', flex: 1, minWidth: 220, wrap: true, summary: true },
  { field: 'code', headerName: 'Код', width: 110, sortable: false, optional: 1 },
  { field: 'measure_name', headerName: 'Ед.', width: measureWidth, sortable: false },
];
