import { ruRU as materialRu } from '@mui/material/locale';
import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** A clean light theme. */
export const themeOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: '#1f5fa8' },
    secondary: { main: '#2e7d5b' },
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
    MuiButton: { defaultProps: { disableElevation: true } },
  },
};

/**
 * The theme of the entry's public pages: the same look with MUI's Russian texts, without the
 * DataGrid's and date pickers' texts (those libraries are not downloaded there; see index.ts).
 */
export const baseTheme = createTheme(themeOptions, materialRu);
