import type { Partnership } from '@contract/partnerships';
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/providers/http';

/**
 * The supplier of a payment: a choice among the client's active partners when the partnership list
 * answers (the user may lack partnership_r), otherwise the supplier organization's id.
 */
export function SupplierField({
  organizationId,
  value,
  onChange,
  error,
}: {
  organizationId: number;
  value: number | '';
  onChange(value: number | ''): void;
  error?: string;
}) {
  const partners = useQuery({
    queryKey: ['client_partnerships', organizationId, 'active'],
    queryFn: () =>
      http.get<{ items: Partnership[] }>('/v1/client/partnerships/', {
        organization_id: organizationId,
        status: 'active',
        limit: 1000,
      }),
    select: (answer) => answer.items.map((p) => p.supplier_organization),
    retry: false,
  });
  const toValue = (text: string) => (text === '' || !/^\d+$/.test(text) ? '' : Number(text));
  if (partners.isSuccess && partners.data.length > 0) {
    return (
      <TextField
        select
        size="small"
        label="Поставщик"
        value={value}
        onChange={(e) => onChange(toValue(e.target.value))}
        error={Boolean(error)}
        helperText={error}
      >
        {partners.data.map((org) => (
          <MenuItem key={org.id} value={org.id}>
            {org.name}
            {org.inn ? `, ИНН ${org.inn}` : ''}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      size="small"
      label="Код организации-поставщика"
      value={value}
      onChange={(e) => onChange(toValue(e.target.value))}
      error={Boolean(error)}
      helperText={error ?? (partners.isPending ? 'Загрузка поставщиков…' : 'Список поставщиков недоступен')}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
