import { MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';

/** A list's filter: «all» (the value '') or one of `options`, by id. */
export function FilterSelect({
  label,
  all,
  value,
  onChange,
  options,
  minWidth,
}: {
  label: string;
  /** The first choice, no filter: «Все статусы». */
  all: ReactNode;
  value: number | '';
  onChange(next: number | ''): void;
  options: readonly { id: number; label: ReactNode }[];
  minWidth: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      sx={{ minWidth }}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
