import { type PriceList, priceListUpdate } from '@contract/price-lists';
import type { z } from '@contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FormControlLabel, Paper, Stack, Switch, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { DateField } from '@/components/date-field/DateField';
import { fieldProps, useSaveForm } from '@/components/form-fields';
import { useOrganizationToday } from '@/components/time-zone/use-organization-today';
import { ActivatePriceList } from './ActivatePriceList';
import { priceListsApi } from './price-lists-api';

type FormInput = z.input<typeof priceListUpdate>;
type FormOutput = z.output<typeof priceListUpdate>;
const FIELDS = ['name', 'valid_from', 'valid_to', 'is_active'] as const;

/**
 * Name, validity dates and the active flag of a price list; creates it (as a draft) when it does
 * not exist yet, and activates a draft.
 */
export function PriceListHeaderForm({
  organizationId,
  clientOrganizationId,
  record,
  onSaved,
}: {
  organizationId: number;
  clientOrganizationId: number;
  record?: PriceList;
  onSaved: (saved: PriceList) => void;
}) {
  const today = useOrganizationToday(organizationId);
  const { form, submit: save } = useSaveForm<FormInput, FormOutput, PriceList>({
    resolver: zodResolver(priceListUpdate),
    defaultValues: {
      name: record?.name ?? '',
      valid_from: record?.valid_from ?? today,
      valid_to: record?.valid_to ?? null,
      is_active: record?.is_active,
    },
    fields: FIELDS,
    save: async (values) => {
      const api = priceListsApi(organizationId);
      return record ? api.update(record.id, values) : (await api.create(clientOrganizationId, values))[0];
    },
    savedMessage: record ? 'Прайс-лист сохранён' : 'Прайс-лист создан',
    onSaved,
  });
  const {
    control,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="form"
      aria-label="Прайс-лист"
      onSubmit={save}
      noValidate
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="flex-start">
          <TextField
            size="small"
            label="Название прайс-листа"
            {...fieldProps(form, 'name')}
            sx={{ minWidth: 300, flex: 1 }}
          />
          <Controller
            control={control}
            name="valid_from"
            render={({ field }) => (
              <DateField
                size="small"
                label="Действует с"
                value={field.value ?? null}
                clearable={false}
                onChange={(v) => field.onChange(v ?? undefined)}
                error={errors.valid_from?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="valid_to"
            render={({ field }) => (
              <DateField
                size="small"
                label="Действует по"
                value={field.value ?? null}
                onChange={(v) => field.onChange(v)}
                error={errors.valid_to?.message}
                helperText="Пусто — бессрочно"
              />
            )}
          />
          {record?.is_active && (
            <Controller
              control={control}
              name="is_active"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value ?? true}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                  label="Активен"
                />
              )}
            />
          )}
        </Stack>
        {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
        {record && !record.is_active && (
          <Alert severity="info">
            Черновик: клиент его не видит и заказывает по действующему прайс-листу. Добавьте товары и нажмите
            «Активировать».
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={isSubmitting || (Boolean(record) && !isDirty)}>
            {record ? 'Сохранить' : 'Создать прайс-лист'}
          </Button>
          {record && !record.is_active && (
            <ActivatePriceList organizationId={organizationId} record={record} onActivated={onSaved} />
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
