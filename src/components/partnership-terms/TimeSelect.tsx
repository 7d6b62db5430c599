import { DAY_TIMES } from '@contract/day-times';
import { MenuItem, TextField } from '@mui/material';

/**
 * A time of day in 10-minute steps, from 00:00 (night suppliers' cut-offs, windows across
 * midnight); a stored time off the steps is offered too. Empty means «не задано» when allowed.
 */
export function TimeSelect({
  label,
  value,
  onChange,
  allowEmpty = false,
  error,
  helperText,
}: {
  helperText?: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  allowEmpty?: boolean;
  error?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      sx={{ minWidth: 150 }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      {allowEmpty && <MenuItem value="">Не задано</MenuItem>}
      {(value && !DAY_TIMES.includes(value) ? [value, ...DAY_TIMES] : DAY_TIMES).map((time) => (
        <MenuItem key={time} value={time}>
          {time}
        </MenuItem>
      ))}
    </TextField>
  );
}
