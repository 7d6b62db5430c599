import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';

/**
 * A list column as the screens declare it: a DataGrid column plus how it behaves when the grid is
 * narrower than its columns (issue 20: no list wider than its area, the side menu open, at 1280 px
 * and at 1024 px).
 */
export type ListColumn<R extends GridValidRowModel = GridValidRowModel> = GridColDef<R> & {
  /**
   * A secondary column: hidden while the columns do not fit, lower ranks first (1 leaves before 2).
   * What it shows must be reachable otherwise: the row's card or drawer, or the column menu.
   */
  optional?: number;
  /** Long text wraps to two lines (then «…», the whole text on hover) instead of being cut off. */
  wrap?: boolean;
  /**
   * The row's main column (its name): under its text, a second line names what the hidden
   * optional columns hold, so a narrow grid moves them there instead of losing them.
   */
  summary?: boolean;
};

/** MUI X's own defaults: a column without a width is 100 px; a flex column shrinks to its minWidth. */
const DEFAULT_WIDTH = 100;
const DEFAULT_MIN_WIDTH = 50;

/** The least width a column takes: its minWidth when it flexes, its width otherwise. */
export function columnNeed(column: GridColDef): number {
  if (column.flex) return column.minWidth ?? DEFAULT_MIN_WIDTH;
  return Math.max(column.width ?? DEFAULT_WIDTH, column.minWidth ?? 0);
}

/**
 * The optional columns to hide so the rest fit `available` pixels: the fewest, lowest ranks first
 * (the rightmost of one rank first). A column `chosen` hides (the user did, or the screen) needs
 * no room.
 */
export function columnsToHide(
  columns: readonly ListColumn[],
  available: number,
  chosen: GridColumnVisibilityModel = {},
): string[] {
  const shown = columns.filter((c) => chosen[c.field] !== false);
  let need = shown.reduce((sum, c) => sum + columnNeed(c), 0);
  const candidates = shown
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.optional !== undefined)
    .sort((a, b) => (a.column.optional ?? 0) - (b.column.optional ?? 0) || b.index - a.index);
  const hidden: string[] = [];
  for (const { column } of candidates) {
    if (need <= available) break;
    hidden.push(column.field);
    need -= columnNeed(column);
  }
  return hidden;
}
