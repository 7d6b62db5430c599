import type { SalesPoint } from '@contract/sales-points';
import { useQuery } from '@tanstack/react-query';
import { IdSelect } from '@/components/form-fields/IdSelect';
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
    <IdSelect
      label={label}
      all={allowEmpty}
      value={value}
      onChange={onChange}
      options={points.data ?? []}
      minWidth={240}
    />
  );
}
