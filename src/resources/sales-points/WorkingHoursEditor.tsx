import { DAY_TIMES } from '@contract/day-times';
import { WEEKDAYS, type Weekday, type WorkingHours } from '@contract/sales-points';
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';

interface Props {
  value: WorkingHours;
  onChange: (value: WorkingHours) => void;
  /** Messages by path under working_hours, e.g. "mon.to". */
  errors?: Partial<Record<string, string>>;
}

const DEFAULT_DAY = { from: '09:00', to: '21:00' };

function TimeSelect(props: { label: string; value: string; error?: string; onChange: (v: string) => void }) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={Boolean(props.error)}
      helperText={props.error}
      sx={{ width: 120 }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      {(DAY_TIMES.includes(props.value) ? DAY_TIMES : [props.value, ...DAY_TIMES]).map((slot) => (
        <MenuItem key={slot} value={slot}>
          {slot}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Opening hours per weekday, any time of day in 10-minute steps (night hours included); closing
 * before opening means after midnight. An unticked day is closed.
 */
export function WorkingHoursEditor({ value, onChange, errors = {} }: Props) {
  const setDay = (day: Weekday, hours: { from: string; to: string } | null) => {
    const next = { ...value };
    if (hours) next[day] = hours;
    else delete next[day];
    onChange(next);
  };
  return (
    <Stack spacing={1.5} role="group" aria-label="Часы работы">
      <Typography variant="subtitle2" component="h3">
        Часы работы
      </Typography>
      {WEEKDAYS.map(({ key, label }) => {
        const hours = value[key];
        return (
          <Stack key={key} direction="row" spacing={2} alignItems="flex-start" data-testid={`hours-${key}`}>
            <FormControlLabel
              sx={{ width: 170, mt: 0.5 }}
              control={
                <Checkbox
                  checked={Boolean(hours)}
                  onChange={(_e, on) => setDay(key, on ? DEFAULT_DAY : null)}
                />
              }
              label={label}
            />
            {hours ? (
              <>
                <TimeSelect
                  label="С"
                  value={hours.from}
                  error={errors[`${key}.from`]}
                  onChange={(from) => setDay(key, { ...hours, from })}
                />
                <TimeSelect
                  label="До"
                  value={hours.to}
                  error={errors[`${key}.to`]}
                  onChange={(to) => setDay(key, { ...hours, to })}
                />
                {hours.to <= hours.from && hours.to !== hours.from && (
                  <Typography color="text.secondary" variant="body2" sx={{ mt: 1.25 }}>
                    до {hours.to} следующего дня
                  </Typography>
                )}
              </>
            ) : (
              <Typography color="text.secondary" sx={{ mt: 1.25 }}>
                Выходной
              </Typography>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
