import { GlobalStyles } from '@mui/material';

/** Print mode hides header, footer, side menu and buttons (spec 000 §2). */
export const PrintStyles = () => (
  <GlobalStyles
    styles={{
      '@media print': {
        '.no-print, header, footer, aside, button, .MuiButton-root, .MuiIconButton-root': {
          display: 'none !important',
        },
      },
    }}
  />
);
