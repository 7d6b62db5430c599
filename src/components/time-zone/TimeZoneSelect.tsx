import { RUSSIAN_TIME_ZONES, timeZoneLabel } from '@contract/time-zones';
import { MenuItem, TextField } from '@mui/material';
import { useMemo } from 'react';

interface Props {
  value: string;
  onChange: (zone: string) => void;
  label?: string;
  helperText?: string;
  error?: string;
  /** Offers an empty choice with this label (e.g. «Как у организации»). */
  emptyLabel?: string;
}

/** A select of Russia's time zones labelled «Новосибирск (UTC+7)». */
export function TimeZoneSelect({
  value,
  onChange,
  label = 'Часовой пояс',
  helperText,
  error,
  emptyLabel,
}: Props) {
  const options = useMemo(
    () => RUSSIAN_TIME_ZONES.map((z) => ({ id: z.id, label: timeZoneLabel(z.id) })),
    [],
  );
  const known = options.some((o) => o.id === value);
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {emptyLabel && <MenuItem value="">{emptyLabel}</MenuItem>}
      {!known && value && <MenuItem value={value}>{timeZoneLabel(value)}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
