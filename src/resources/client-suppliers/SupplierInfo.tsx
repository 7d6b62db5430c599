import { WEEKDAY_LABELS } from '@contract/entity-kit';
import type { SupplierCard } from '@contract/marketplace';
import type { OrganizationRef } from '@contract/partnerships';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@/i18n/format';
import { http } from '@/providers/http';

const line = (label: string, value: string | null | undefined) =>
  value ? (
    <Typography variant="body2">
      {label}: {value}
    </Typography>
  ) : null;

/** Contacts, address, bank details and delivery zones of the supplier from its public card. */
export function SupplierInfo({ supplier }: { supplier: OrganizationRef }) {
  const card = useQuery({
    queryKey: ['marketplace-supplier', supplier.id],
    retry: false,
    queryFn: () => http.get<SupplierCard>(`/v1/marketplace/suppliers/${supplier.id}`),
  });
  const info = card.data?.public_info;
  const address = info
    ? [info.country_name, info.region_name, info.city_name, info.street].filter(Boolean).join(', ')
    : '';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Сведения о поставщике">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle2">Реквизиты</Typography>
          {line('ИНН', supplier.inn ?? '—')}
          {line('КПП', card.data?.kpp)}
          {line('ОГРН', card.data?.ogrn)}
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle2">Контакты и адрес</Typography>
          {line('Телефон', info?.phone)}
          {line('E-mail', info?.email)}
          {line('Сайт', info?.website)}
          {line('Адрес', address)}
          {!info && (
            <Typography variant="body2" color="text.secondary">
              Поставщик не заполнил контактные данные
            </Typography>
          )}
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle2">Банк</Typography>
          {line('Банк', info?.bank_name)}
          {line('БИК', info?.bik)}
          {line('Р/с', info?.settlement_account)}
          {line('К/с', info?.correspondent_account)}
          {!info?.bank_name && (
            <Typography variant="body2" color="text.secondary">
              Банковские реквизиты не указаны
            </Typography>
          )}
        </Box>
      </Stack>
      {card.data?.delivery_zones.length ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2">Зоны доставки</Typography>
          {card.data.delivery_zones.map((zone) => (
            <Typography key={zone.id} variant="body2">
              {zone.name}: {zone.regions}; заказ от {formatMoney(zone.min_order_amount)}, доставка:{' '}
              {zone.delivery_weekdays.map((day) => WEEKDAY_LABELS[day - 1]).join(', ')}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
