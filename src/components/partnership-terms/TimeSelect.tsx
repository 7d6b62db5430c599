import { TIME_GRID } from '@contract/partnerships';
import { MenuItem, TextField } from '@mui/material';

/** A time of the 06:00–23:50 grid in 10-minute steps; empty means «не задано» when allowed. */
export function TimeSelect({
  label,
  value,
  onChange,
  allowEmpty = false,
  error,
}: {
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
      helperText={error}
      sx={{ minWidth: 150 }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      {allowEmpty && <MenuItem value="">Не задано</MenuItem>}
      {TIME_GRID.map((time) => (
        <MenuItem key={time} value={time}>
          {time}
        </MenuItem>
      ))}
    </TextField>
  );
}
