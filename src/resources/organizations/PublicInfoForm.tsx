import { type Organization, type PublicInfoBody, publicInfoBody } from '@contract/organizations';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useInvalidate } from '@refinedev/core';
import { Controller, type Path, useForm } from 'react-hook-form';
import { applyServerError } from '@/providers/form-errors';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';
import { RegionCityPicker } from './address/RegionCityPicker';

const TEXT_FIELDS: { name: Path<PublicInfoBody>; label: string; multiline?: boolean }[] = [
  { name: 'description', label: 'Описание', multiline: true },
  { name: 'phone', label: 'Телефон' },
  { name: 'email', label: 'E-mail' },
  { name: 'website', label: 'Сайт' },
  { name: 'street', label: 'Улица, дом' },
];
const BANK_FIELDS: { name: Path<PublicInfoBody>; label: string }[] = [
  { name: 'inn', label: 'ИНН' },
  { name: 'kpp', label: 'КПП' },
  { name: 'ogrn', label: 'ОГРН / ОГРНИП' },
  { name: 'bank_name', label: 'Банк' },
  { name: 'bik', label: 'БИК' },
  { name: 'settlement_account', label: 'Расчётный счёт' },
  { name: 'correspondent_account', label: 'Корреспондентский счёт' },
];
const ALL_FIELDS = [...TEXT_FIELDS, ...BANK_FIELDS].map((f) => f.name).concat(['region_id', 'city_id']);

/** Public card and bank details; ИНН, КПП, ОГРН, БИК and accounts are checked as on the server. */
export function PublicInfoForm({ organization }: { organization: Organization }) {
  const invalidate = useInvalidate();
  const info = organization.public_info;
  const { register, control, handleSubmit, setError, formState } = useForm<PublicInfoBody>({
    resolver: zodResolver(publicInfoBody),
    defaultValues: {
      description: info.description ?? '',
      phone: info.phone ?? '',
      email: info.email ?? '',
      website: info.website ?? '',
      country_id: info.country_id ?? 1,
      region_id: info.region_id,
      city_id: info.city_id,
      street: info.street ?? '',
      inn: organization.inn ?? '',
      kpp: organization.kpp ?? '',
      ogrn: organization.ogrn ?? '',
      bank_name: info.bank_name ?? '',
      bik: info.bik ?? '',
      settlement_account: info.settlement_account ?? '',
      correspondent_account: info.correspondent_account ?? '',
    },
  });
  const { errors, isSubmitting } = formState;
  const message = (name: string) =>
    (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const submit = handleSubmit(async (values) => {
    try {
      await http.post(`/v1/organizations/${organization.id}/organization_public_info`, values);
      await invalidate({ resource: 'organizations', invalidates: ['detail', 'list'], id: organization.id });
      notify('Публичная информация сохранена');
    } catch (error) {
      applyServerError(error, setError, ALL_FIELDS);
    }
  });
  const field = ({
    name,
    label,
    multiline,
  }: {
    name: Path<PublicInfoBody>;
    label: string;
    multiline?: boolean;
  }) => (
    <TextField
      key={name}
      label={label}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      {...register(name)}
      error={Boolean(message(name))}
      helperText={message(name)}
    />
  );

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {TEXT_FIELDS.slice(0, 4).map(field)}
      <Controller
        control={control}
        name="city_id"
        render={({ field: city }) => (
          <Controller
            control={control}
            name="region_id"
            render={({ field: region }) => (
              <RegionCityPicker
                value={{
                  regionId: typeof region.value === 'number' ? region.value : null,
                  cityId: typeof city.value === 'number' ? city.value : null,
                }}
                onChange={(next) => {
                  region.onChange(next.regionId);
                  city.onChange(next.cityId);
                }}
                regionError={message('region_id')}
                cityError={message('city_id')}
              />
            )}
          />
        )}
      />
      {field(TEXT_FIELDS[4])}
      <Typography variant="h6" component="h3" sx={{ pt: 2 }}>
        Реквизиты и банк
      </Typography>
      {BANK_FIELDS.map(field)}
      {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Сохранить публичную информацию
        </Button>
      </Stack>
    </Stack>
  );
}
