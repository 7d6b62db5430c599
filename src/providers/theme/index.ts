import { ruRU as materialRu } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { gridLocaleText } from '@/components/data-grid/locale';
import { themeOptions } from './base';

export { baseTheme } from './base';

/**
 * The app shell's theme: the base theme with Russian texts for MUI and the DataGrid. The entry uses
 * `baseTheme` so that the login page does not download the DataGrid's texts; the date pickers get
 * theirs from DatePickersProvider (src/providers/date-pickers), only on the screens that use them.
 */
export const theme = createTheme(themeOptions, materialRu, {
  components: { MuiDataGrid: { defaultProps: { localeText: gridLocaleText() } } },
});
