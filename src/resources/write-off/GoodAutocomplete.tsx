import type { Good } from '@contract/goods';
import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { http } from '@/providers/http';

export interface GoodOption {
  id: number;
  name: string;
}

/** Search of the organization's goods by name (server-side, first 50 matches). */
export function GoodAutocomplete({
  organizationId,
  value,
  onChange,
  error,
}: {
  organizationId: number;
  value: GoodOption | null;
  onChange(value: GoodOption | null): void;
  error?: string;
}) {
  const [input, setInput] = useState('');
  const goods = useQuery({
    queryKey: ['goods', organizationId, input],
    queryFn: () =>
      http.get<{ items: Good[] }>('/v1/goods/', {
        organization_id: organizationId,
        name: input || undefined,
        limit: 50,
      }),
    select: (answer) =>
      answer.items.map((g): GoodOption => ({ id: g.id, name: `${g.name}, ${g.measure_name}` })),
    placeholderData: keepPreviousData,
  });
  return (
    <Autocomplete
      value={value}
      options={goods.data ?? []}
      loading={goods.isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, option) => onChange(option)}
      onInputChange={(_e, text, reason) => reason === 'input' && setInput(text)}
      noOptionsText="Ничего не найдено"
      loadingText="Загрузка…"
      renderInput={(params) => (
        <TextField {...params} size="small" label="Товар" error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
