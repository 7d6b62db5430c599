import 'dayjs/locale/ru';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ruRU } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

dayjs.locale('ru');

const russianTexts = ruRU.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Wrap a screen that uses MUI X date pickers (dd.MM.yyyy, Russian texts). It is not mounted at
 * the root so that pages without pickers — the login page above all — never download dayjs,
 * the pickers' adapter and their texts (not in the theme either, issue 12).
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ru" localeText={russianTexts}>
      {children}
    </LocalizationProvider>
  );
}
