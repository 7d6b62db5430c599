import { ruRU as materialRu } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { ruRU as dataGridRu } from '@mui/x-data-grid/locales';
import { ruRU as pickersRu } from '@mui/x-date-pickers/locales';

/** A clean light theme with Russian texts for MUI, the DataGrid and the date pickers. */
export const theme = createTheme(
  {
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
  },
  materialRu,
  dataGridRu,
  pickersRu,
);
