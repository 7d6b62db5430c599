import { TextField } from '@mui/material';
import { lazy, Suspense } from 'react';

export interface DateFieldProps {
  label: string;
  /** «YYYY-MM-DD» or null. */
  value: string | null | undefined;
  onChange(value: string | null): void;
  required?: boolean;
  error?: string;
  helperText?: string;
  min?: string | null;
  max?: string | null;
  clearable?: boolean;
  size?: 'small' | 'medium';
  width?: number | string;
  disabled?: boolean;
  fullWidth?: boolean;
}

// dayjs and the pickers arrive after the screen itself, so no route's chunk grows.
const DatePickerField = lazy(() => import('./DatePickerField'));

/** A date entered with the Russian MUI X picker (ДД.ММ.ГГГГ), loaded lazily. */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense
      fallback={
        <TextField
          label={props.label}
          size={props.size}
          disabled
          value=""
          fullWidth={props.fullWidth}
          sx={{ width: props.width }}
        />
      }
    >
      <DatePickerField {...props} />
    </Suspense>
  );
}
