import { MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';

type Option = { id: number } & ({ label: ReactNode } | { name: string });

/** A select of entries by id; with `all`, a first choice of none (the value ''), e.g. «Все статусы». */
export function IdSelect({
  label,
  all,
  value,
  onChange,
  options,
  minWidth,
  helperText,
}: {
  label: string;
  all?: ReactNode;
  value: number | '';
  onChange(next: number | ''): void;
  options: readonly Option[];
  minWidth?: number;
  helperText?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      sx={minWidth === undefined ? undefined : { minWidth }}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      helperText={helperText}
    >
      {all !== undefined && <MenuItem value="">{all}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {'label' in o ? o.label : o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
