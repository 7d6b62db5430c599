import { MenuItem, TextField } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';

export interface DictionaryItem {
  id: number;
  name: string;
}

/** A select over a dictionary's entries; `emptyHint` says where to add some when there are none. */
export function DictionarySelect({
  label,
  entries,
  value,
  onChange,
  emptyHint,
}: {
  label: string;
  entries: UseQueryResult<DictionaryItem[]>;
  value: number | '';
  onChange(value: number | ''): void;
  emptyHint: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      helperText={entries.data?.length === 0 ? emptyHint : undefined}
    >
      {(entries.data ?? []).map((entry) => (
        <MenuItem key={entry.id} value={entry.id}>
          {entry.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
