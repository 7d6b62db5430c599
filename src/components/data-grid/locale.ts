import type { GridLocaleText } from '@mui/x-data-grid';
import { ruRU } from '@mui/x-data-grid/locales';
import { formatCount } from '@/i18n/format';

const count = formatCount;

/** MUI X ships no Russian for these texts; without them a grid shows «1–25 of 100». */
const missingInRuRU: Partial<GridLocaleText> = {
  paginationDisplayedRows: ({ from, to, count: total, estimated }) => {
    if (total !== -1) return `${count(from)}–${count(to)} из ${count(total)}`;
    const more = estimated && estimated > to ? `около ${count(estimated)}` : `более ${count(to)}`;
    return `${count(from)}–${count(to)} из ${more}`;
  },
  columnMenuAriaLabel: (columnName) => `Меню столбца «${columnName}»`,
};

const russian: Partial<GridLocaleText> = {
  ...ruRU.components.MuiDataGrid.defaultProps.localeText,
  ...missingInRuRU,
};

/**
 * Russian texts of the DataGrid with a screen's own overrides. A grid's `localeText` prop replaces
 * the theme's texts instead of merging with them, so screens pass their overrides through here.
 */
export function gridLocaleText(overrides: Partial<GridLocaleText> = {}): Partial<GridLocaleText> {
  return { ...russian, ...overrides };
}
