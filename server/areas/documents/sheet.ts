/**
 * A printable table document (stocktaking, write-off): a title, header facts, typed columns, rows,
 * totals and signature lines. One description, two renderings: PDF (sheet-pdf) and Excel (sheet-xlsx).
 */
export type ColumnKind = 'text' | 'quantity' | 'money' | 'position';

export interface SheetColumn {
  header: string;
  kind: ColumnKind;
  /** Relative width: PDF column width in points, Excel width in characters (÷ 6). */
  width: number | '*';
}

/** Cells are text, or decimal strings from SQL for quantity and money columns; null is empty. */
export type SheetCell = string | number | null;

export interface Sheet {
  title: string;
  /** The file name for people (Cyrillic) and its ASCII fallback, without the extension. */
  fileName: string;
  asciiName: string;
  facts: [string, string][];
  /** A remark under the facts (e.g. when the book quantities were frozen). */
  note?: string;
  columns: SheetColumn[];
  rows: SheetCell[][];
  totals: [string, SheetCell, ColumnKind][];
  signatures: string[];
}
