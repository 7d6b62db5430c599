import { ruRU as materialRu } from '@mui/material/locale';
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { BREAKPOINTS, GRID_BREAKPOINTS, MEDIA } from '@/modules/constants';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    /** From the largest responsive step of spec 000 §9 (over 1439 px). */
    wide: true;
    /** The grid's largest step (1920 px). */
    xxl: true;
  }
}

/**
 * MUI's breakpoints (min widths) are spec 000 §9's: the grid's 768/992/1200/1920 and, from the
 * responsive steps, phones up to 575 px and wide screens from 1440 px.
 */
export const THEME_BREAKPOINTS = {
  xs: 0,
  sm: BREAKPOINTS.xs + 1,
  md: GRID_BREAKPOINTS.md,
  lg: GRID_BREAKPOINTS.lg,
  xl: GRID_BREAKPOINTS.xl,
  wide: BREAKPOINTS.xl + 1,
  xxl: GRID_BREAKPOINTS.xxl,
} as const;

const TOUCH = { minHeight: 44 };

/** A clean light theme. */
export const themeOptions: ThemeOptions = {
  breakpoints: { values: THEME_BREAKPOINTS },
  palette: {
    mode: 'light',
    primary: { main: '#1f5fa8' },
    secondary: { main: '#2e7d5b' },
    // Darker than MUI's defaults so that white text on them, and they as text on the page or a
    // paper, reach 4.5:1 (WCAG AA): the status chips, filled and outlined (docs/decisions.md).
    warning: { main: '#b54700', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    info: { main: '#01579b', contrastText: '#ffffff' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.4rem', fontWeight: 600 },
    h3: { fontSize: '1.2rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: {
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { [MEDIA.touch]: TOUCH } },
    },
    // Phones and touch screens: every button, menu row and page number is at least 44 px to tap.
    MuiIconButton: { styleOverrides: { root: { [MEDIA.touch]: { minWidth: 44, ...TOUCH } } } },
    MuiListItemButton: { styleOverrides: { root: { [MEDIA.touch]: TOUCH } } },
    MuiPaginationItem: { styleOverrides: { root: { [MEDIA.touch]: { minWidth: 44, ...TOUCH } } } },
    // MUI greys a disabled field's helper text to text.disabled (2.7:1 on white); it stays readable.
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
  },
};

/**
 * The theme of the entry's public pages: the same look with MUI's Russian texts, without the
 * DataGrid's and date pickers' texts (those libraries are not downloaded there; see index.ts).
 */
export const baseTheme = createTheme(themeOptions, materialRu);
