import type { SalesPoint } from '@contract/sales-points';
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/providers/http';

/** The organization's sales points; used by the inventory documents. */
export function useSalesPoints(organizationId: number | null) {
  return useQuery({
    queryKey: ['sales_points', organizationId],
    queryFn: () =>
      http.get<{ items: SalesPoint[] }>('/v1/sales_points/', {
        organization_id: organizationId,
        limit: 1000,
      }),
    enabled: organizationId !== null,
    select: (answer) => answer.items,
  });
}

export function SalesPointSelect({
  organizationId,
  value,
  onChange,
  label = 'Торговая точка',
  allowEmpty,
}: {
  organizationId: number | null;
  value: number | '';
  onChange(value: number | ''): void;
  label?: string;
  allowEmpty?: string;
}) {
  const points = useSalesPoints(organizationId);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      sx={{ minWidth: 240 }}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
    >
      {allowEmpty !== undefined && <MenuItem value="">{allowEmpty}</MenuItem>}
      {(points.data ?? []).map((point) => (
        <MenuItem key={point.id} value={point.id}>
          {point.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
