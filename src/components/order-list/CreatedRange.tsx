import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { memo } from 'react';
import { DatePickersProvider } from '@/providers/date-pickers';

const slots = (width: number | string) => ({
  textField: { size: 'small' as const, sx: { width } },
  field: { clearable: true },
});

/**
 * «Создан с» and «Создан по»: the days an order was created, Russian pickers (ДД.ММ.ГГГГ). Memoized:
 * the two pickers are a heavy render the list's query answers need not repeat.
 */
export default memo(function CreatedRange({
  from,
  to,
  onFrom,
  onTo,
  width = 160,
}: {
  from: Dayjs | null;
  to: Dayjs | null;
  onFrom(value: Dayjs | null): void;
  onTo(value: Dayjs | null): void;
  /** Of each picker: 160 px in the filter row, the whole width in the phone's «Фильтры». */
  width?: number | string;
}) {
  const field = slots(width);
  return (
    <DatePickersProvider>
      <DatePicker
        label="Создан с"
        value={from}
        onChange={onFrom}
        maxDate={to ?? undefined}
        slotProps={field}
      />
      <DatePicker
        label="Создан по"
        value={to}
        onChange={onTo}
        minDate={from ?? undefined}
        slotProps={field}
      />
    </DatePickersProvider>
  );
});
