import {
  type SalesPoint,
  type SalesPointBody,
  salesPointBody,
  type WorkingHours,
} from '@contract/sales-points';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { DialogFrame } from '@/components/form-dialog/DialogFrame';
import { fieldProps, useOrganizationRecordForm } from '@/components/form-fields';
import { TimeZoneSelect } from '@/components/time-zone/TimeZoneSelect';
import { applyServerError } from '@/providers/form-errors';
import { HttpError } from '@/providers/http';
import { notify } from '@/providers/notification';
import { RegionCityPicker } from '@/resources/organizations/address/RegionCityPicker';
import { WorkingHoursEditor } from './WorkingHoursEditor';

interface Props {
  organizationId: number;
  /** The point to edit; absent for a new one. */
  record?: SalesPoint;
  onClose: () => void;
}

const FIELDS = ['name', 'address', 'city_id', 'phone', 'working_hours', 'time_zone', 'is_active'] as const;

/** Messages of the hours editor by "day.from" / "day.to", from the client or the server. */
function hoursErrors(errors: FieldErrors<SalesPointBody>, server: Record<string, string>) {
  const result: Record<string, string> = {};
  const days = (errors.working_hours ?? {}) as Record<
    string,
    { from?: { message?: string }; to?: { message?: string } }
  >;
  for (const [day, value] of Object.entries(days)) {
    if (value?.from?.message) result[`${day}.from`] = value.from.message;
    if (value?.to?.message) result[`${day}.to`] = value.to.message;
  }
  for (const [field, message] of Object.entries(server)) {
    if (field.startsWith('working_hours.')) result[field.slice('working_hours.'.length)] = message;
  }
  return result;
}

/** Create or edit a sales point: name, address, city, phone, opening hours, active flag. */
export function SalesPointDialog({ organizationId, record, onClose }: Props) {
  const [regionId, setRegionId] = useState<number | null>(record?.region_id ?? null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const form = useOrganizationRecordForm<SalesPoint, SalesPointBody>({
    resource: 'sales-points',
    organizationId,
    id: record?.id,
    resolver: zodResolver(salesPointBody),
    defaultValues: {
      name: record?.name ?? '',
      address: record?.address ?? '',
      city_id: record?.city_id ?? null,
      phone: record?.phone ?? '',
      working_hours: record?.working_hours ?? {},
      time_zone: record?.time_zone as SalesPointBody['time_zone'],
      is_active: record?.is_active ?? true,
    },
  });
  const {
    refineCore: { onFinish, formLoading },
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const submit = handleSubmit(async (values) => {
    setServerFields({});
    try {
      await onFinish(values);
      notify(record ? 'Точка продаж сохранена' : 'Точка продаж создана');
      onClose();
    } catch (error) {
      applyServerError(error, setError, FIELDS);
      if (error instanceof HttpError) setServerFields(error.fields);
    }
  });

  return (
    <DialogFrame
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="sales-point-dialog-title"
      title={record ? `Точка продаж «${record.name}»` : 'Новая точка продаж'}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>Отмена</Button>
          <Button type="submit" variant="contained" disabled={formLoading}>
            {record ? 'Сохранить' : 'Создать'}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label="Название" required autoFocus {...fieldProps(form, 'name')} />
        <Controller
          control={control}
          name="city_id"
          render={({ field }) => (
            <RegionCityPicker
              value={{ regionId, cityId: typeof field.value === 'number' ? field.value : null }}
              onChange={(next) => {
                setRegionId(next.regionId);
                field.onChange(next.cityId);
              }}
              cityError={errors.city_id?.message}
            />
          )}
        />
        <TextField label="Адрес" {...fieldProps(form, 'address', 'Улица, дом')} />
        <TextField label="Телефон" type="tel" {...fieldProps(form, 'phone')} />
        <Controller
          control={control}
          name="time_zone"
          render={({ field }) => (
            <TimeZoneSelect
              value={field.value ?? ''}
              onChange={(zone) => field.onChange(zone || undefined)}
              emptyLabel={record ? undefined : 'Как у организации'}
              error={errors.time_zone?.message}
              helperText="Дни, время и окна доставки в эту точку — по её местному времени"
            />
          )}
        />
        <Controller
          control={control}
          name="working_hours"
          render={({ field }) => (
            <WorkingHoursEditor
              value={(field.value ?? {}) as WorkingHours}
              onChange={field.onChange}
              errors={hoursErrors(errors, serverFields)}
            />
          )}
        />
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value ?? true} onChange={(_e, on) => field.onChange(on)} />}
              label="Работает (доступна для заказов)"
            />
          )}
        />
        {errors.root?.server && (
          <Alert severity="error" role="alert">
            {errors.root.server.message}
          </Alert>
        )}
      </Stack>
    </DialogFrame>
  );
}
