import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { DatePickersProvider } from '@/providers/date-pickers';
import type { DateFieldProps } from './DateField';

const ISO = 'YYYY-MM-DD';

/** The MUI X picker behind DateField: ДД.ММ.ГГГГ in every browser, value as «YYYY-MM-DD». */
export default function DatePickerField({
  label,
  value,
  onChange,
  required,
  error,
  helperText,
  min,
  max,
  clearable = true,
  size,
  width,
  disabled,
  fullWidth,
}: DateFieldProps) {
  return (
    <DatePickersProvider>
      <DatePicker
        label={label}
        disabled={disabled}
        value={value ? dayjs(value, ISO) : null}
        onChange={(next) => onChange(next?.isValid() ? next.format(ISO) : null)}
        minDate={min ? dayjs(min, ISO) : undefined}
        maxDate={max ? dayjs(max, ISO) : undefined}
        slotProps={{
          textField: {
            size,
            required,
            fullWidth,
            error: Boolean(error),
            helperText: error ?? helperText,
            sx: { width },
          },
          field: { clearable },
        }}
      />
    </DatePickersProvider>
  );
}
