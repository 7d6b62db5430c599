import { TextField } from '@mui/material';
import { Suspense } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { lazyComponent } from '@/router/lazy-component';

export interface DateFieldProps {
  label: string;
  /** «YYYY-MM-DD» or null. */
  value: string | null | undefined;
  onChange(value: string | null): void;
  required?: boolean;
  error?: string;
  helperText?: string;
  min?: string | null;
  max?: string | null;
  clearable?: boolean;
  size?: 'small' | 'medium';
  width?: number | string;
  disabled?: boolean;
  fullWidth?: boolean;
}

// dayjs and the pickers arrive after the screen itself, so no route's chunk grows.
const DatePickerField = lazyComponent(() => import('./DatePickerField'));

/** A date entered with the Russian MUI X picker (ДД.ММ.ГГГГ), loaded lazily. */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense
      fallback={
        <TextField
          label={props.label}
          size={props.size}
          disabled
          value=""
          fullWidth={props.fullWidth}
          sx={{ width: props.width }}
        />
      }
    >
      <DatePickerField {...props} />
    </Suspense>
  );
}

/**
 * A DateField bound to a field of a react-hook-form form, showing that field's error. Emptied, a
 * date that may be cleared becomes null; one that may not (`clearable={false}`) is left unset.
 */
export function FormDateField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  ...props
}: Omit<DateFieldProps, 'value' | 'onChange' | 'error'> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          {...props}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value ?? (props.clearable === false ? undefined : null))}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The date of a document: «Дата», never empty. */
export function DocumentDateField({
  value,
  onChange,
  fullWidth,
}: {
  value: string;
  onChange(value: string): void;
  fullWidth?: boolean;
}) {
  return (
    <DateField
      size="small"
      fullWidth={fullWidth}
      label="Дата"
      value={value}
      clearable={false}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}
