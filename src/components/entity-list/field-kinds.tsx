import { type Field, WEEKDAY_LABELS } from '@contract/entity-kit';
import {
  Checkbox,
  FormControlLabel,
  FormHelperText,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { formatDate, formatMoney } from '@/i18n/format';

/** A cell's text for a value of this kind: «7 500,00 ₽», «пн, ср», «Да», «01.12.2026». */
export function shown(field: Field, value: unknown, row: Record<string, unknown>, name: string): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.kind) {
    case 'money':
      return formatMoney(value as string);
    case 'decimal':
      return `${String(value).replace('.', ',')} ${field.unit}`;
    case 'date':
      return formatDate(value as string);
    case 'weekdays':
      return (value as number[]).map((day) => WEEKDAY_LABELS[day - 1]).join(', ');
    case 'enum':
      return field.options[value as string] ?? String(value);
    case 'boolean':
      return value ? 'Да' : 'Нет';
    case 'reference':
      return String(row[`${name}_name`] ?? value);
    default:
      return String(value);
  }
}

/** What an input holds before the first keystroke. */
export const emptyValue = (field: Field) =>
  field.kind === 'weekdays' ? [] : field.kind === 'boolean' ? false : field.kind === 'integer' ? null : '';

const INPUT_TYPE: Partial<Record<Field['kind'], string>> = { date: 'date', time: 'time', integer: 'number' };

/** The input of one field, by its kind, bound to the form; its label and errors come with it. */
export function FieldInput({
  name,
  field,
  form,
}: {
  name: string;
  field: Field;
  form: UseFormReturn<FieldValues>;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: bound, fieldState }) => {
        const error = fieldState.error?.message;
        if (field.kind === 'weekdays')
          return (
            <Stack spacing={0.5}>
              <Typography variant="subtitle2">{field.label}</Typography>
              <ToggleButtonGroup
                size="small"
                value={bound.value ?? []}
                onChange={(_event, days: number[]) => bound.onChange(days)}
                aria-label={field.label}
              >
                {WEEKDAY_LABELS.map((label, i) => (
                  <ToggleButton key={label} value={i + 1} aria-label={label}>
                    {label}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              {error && <FormHelperText error>{error}</FormHelperText>}
            </Stack>
          );
        if (field.kind === 'boolean')
          return (
            <FormControlLabel
              label={field.label}
              control={
                <Checkbox checked={Boolean(bound.value)} onChange={(e) => bound.onChange(e.target.checked)} />
              }
            />
          );
        const unit = field.kind === 'money' ? '₽' : field.kind === 'decimal' ? field.unit : null;
        return (
          <TextField
            size="small"
            label={field.label}
            value={bound.value ?? ''}
            onChange={(e) =>
              bound.onChange(
                field.kind === 'integer' || field.kind === 'reference'
                  ? e.target.value === ''
                    ? null
                    : Number(e.target.value)
                  : e.target.value,
              )
            }
            onBlur={bound.onBlur}
            error={Boolean(error)}
            helperText={error}
            select={field.kind === 'enum'}
            multiline={field.kind === 'longText'}
            minRows={field.kind === 'longText' ? 2 : undefined}
            type={INPUT_TYPE[field.kind]}
            slotProps={{
              inputLabel: INPUT_TYPE[field.kind] ? { shrink: true } : undefined,
              htmlInput: unit ? { inputMode: 'decimal' } : undefined,
              input: unit
                ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
                : undefined,
            }}
          >
            {field.kind === 'enum' &&
              Object.entries(field.options).map(([key, label]) => (
                <MenuItem key={key} value={key}>
                  {label}
                </MenuItem>
              ))}
          </TextField>
        );
      }}
    />
  );
}
