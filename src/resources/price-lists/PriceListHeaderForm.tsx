import { type PriceList, priceListUpdate } from '@contract/price-lists';
import { Alert, Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { FormDateField } from '@/components/date-field/DateField';
import { fieldProps, useSaveForm } from '@/components/form-fields';
import { FormCard } from '@/components/form-fields/FormCard';
import { useOrganizationToday } from '@/components/time-zone/use-organization-today';
import { ActivatePriceList } from './ActivatePriceList';
import { priceListsApi } from './price-lists-api';

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
  const { form, submit: save } = useSaveForm({
    schema: priceListUpdate,
    defaultValues: {
      name: record?.name ?? '',
      valid_from: record?.valid_from ?? today,
      valid_to: record?.valid_to ?? null,
      is_active: record?.is_active,
    },
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
    <FormCard label="Прайс-лист" onSubmit={save}>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="flex-start">
        <TextField
          size="small"
          label="Название прайс-листа"
          {...fieldProps(form, 'name')}
          sx={{ minWidth: 300, flex: 1 }}
        />
        <FormDateField
          control={control}
          name="valid_from"
          size="small"
          label="Действует с"
          clearable={false}
        />
        <FormDateField
          control={control}
          name="valid_to"
          size="small"
          label="Действует по"
          helperText="Пусто — бессрочно"
        />
        {record?.is_active && (
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch checked={field.value ?? true} onChange={(e) => field.onChange(e.target.checked)} />
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
    </FormCard>
  );
}
