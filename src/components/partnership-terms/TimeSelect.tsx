import { DAY_TIMES, TIME_GRID } from '@contract/day-times';
import { MenuItem, TextField } from '@mui/material';

/**
 * A time in 10-minute steps: the organization picker's 06:00–23:50 grid (spec 001 §2) for the
 * cut-off, or any time of day (`night`) for delivery windows. Empty means «не задано» when allowed.
 */
export function TimeSelect({
  label,
  value,
  onChange,
  allowEmpty = false,
  error,
  night = false,
  helperText,
}: {
  night?: boolean;
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
      {(() => {
        const grid = night ? DAY_TIMES : TIME_GRID;
        return value && !grid.includes(value) ? [value, ...grid] : grid;
      })().map((time) => (
        <MenuItem key={time} value={time}>
          {time}
        </MenuItem>
      ))}
    </TextField>
  );
}
