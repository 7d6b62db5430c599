import { type Partnership, supplierPartnershipUpdate, WEEKDAYS } from '@contract/partnerships';
import { timeZoneLabel } from '@contract/time-zones';
import {
  Alert,
  Button,
  InputAdornment,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Controller } from 'react-hook-form';
import { fieldProps, useSaveForm } from '@/components/form-fields';
import { FormCard } from '@/components/form-fields/FormCard';
import { http } from '@/providers/http';
import { DeliveryWindowsEditor } from './DeliveryWindowsEditor';
import { TimeSelect } from './TimeSelect';

const termsSchema = supplierPartnershipUpdate.pick({
  min_order_amount: true,
  delivery_weekdays: true,
  order_cutoff_time: true,
  delivery_windows: true,
});

/** «Условия заказа» of a partnership, edited by the supplier. */
export function PartnershipTermsForm({
  partnership,
  organizationId,
  onSaved,
}: {
  partnership: Partnership;
  organizationId: number;
  onSaved: (updated: Partnership) => void;
}) {
  const { form, submit: save } = useSaveForm({
    schema: termsSchema,
    defaultValues: {
      min_order_amount: partnership.min_order_amount,
      delivery_weekdays: partnership.delivery_weekdays,
      order_cutoff_time: partnership.order_cutoff_time,
      delivery_windows: partnership.delivery_windows,
    },
    save: (values) =>
      http.put<Partnership>(`/v1/supplier/partnerships/${partnership.id}`, values, {
        organization_id: organizationId,
      }),
    savedMessage: 'Условия заказа сохранены',
    onSaved,
  });
  const {
    control,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  return (
    <FormCard label="Условия заказа" onSubmit={save}>
      <Typography variant="h6" component="h2">
        Условия заказа
      </Typography>
      <TextField
        size="small"
        label="Минимальная сумма заказа"
        {...fieldProps(form, 'min_order_amount')}
        slotProps={{ input: { endAdornment: <InputAdornment position="end">₽</InputAdornment> } }}
        sx={{ maxWidth: 280 }}
      />
      <Controller
        control={control}
        name="delivery_weekdays"
        render={({ field }) => (
          <Stack spacing={0.5}>
            <Typography variant="subtitle2">Дни доставки</Typography>
            <ToggleButtonGroup
              size="small"
              value={field.value ?? []}
              onChange={(_event, days: number[]) => field.onChange(days)}
              aria-label="Дни доставки"
            >
              {WEEKDAYS.map((day) => (
                <ToggleButton key={day.id} value={day.id} aria-label={day.label}>
                  {day.short}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {errors.delivery_weekdays && (
              <Typography color="error" variant="body2">
                {errors.delivery_weekdays.message}
              </Typography>
            )}
          </Stack>
        )}
      />
      <Controller
        control={control}
        name="order_cutoff_time"
        render={({ field }) => (
          <TimeSelect
            label="Приём заказов до"
            allowEmpty
            value={field.value ?? null}
            onChange={field.onChange}
            error={errors.order_cutoff_time?.message}
            helperText={`По времени поставщика: ${timeZoneLabel(partnership.supplier_time_zone)}`}
          />
        )}
      />
      <Controller
        control={control}
        name="delivery_windows"
        render={({ field }) => (
          <DeliveryWindowsEditor
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.delivery_windows?.message ?? errors.delivery_windows?.root?.message}
          />
        )}
      />
      {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
      <div>
        <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty}>
          Сохранить условия
        </Button>
      </div>
    </FormCard>
  );
}
