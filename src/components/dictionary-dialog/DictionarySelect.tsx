import type { UseQueryResult } from '@tanstack/react-query';
import { IdSelect } from '@/components/form-fields/IdSelect';

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
    <IdSelect
      label={label}
      value={value}
      onChange={onChange}
      options={entries.data ?? []}
      helperText={entries.data?.length === 0 ? emptyHint : undefined}
    />
  );
}
