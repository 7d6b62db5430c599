import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import { TimeSelect } from './TimeSelect';

export interface DeliveryWindowValue {
  from: string;
  to: string;
}

/**
 * Delivery windows «с — по», any time of day in 10-minute steps; a window ending before it starts
 * runs across midnight. Added, changed and removed in place.
 */
export function DeliveryWindowsEditor({
  value,
  onChange,
  error,
}: {
  value: DeliveryWindowValue[];
  onChange: (value: DeliveryWindowValue[]) => void;
  error?: string;
}) {
  const change = (index: number, patch: Partial<DeliveryWindowValue>) =>
    onChange(value.map((w, i) => (i === index ? { ...w, ...patch } : w)));
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">Окна доставки (по местному времени точки продаж)</Typography>
      {value.map((window, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: windows have no identity of their own
        <Stack key={index} direction="row" spacing={1} alignItems="center">
          <TimeSelect
            label="С"
            value={window.from}
            onChange={(from) => change(index, { from: from ?? '00:00' })}
          />
          <TimeSelect label="По" value={window.to} onChange={(to) => change(index, { to: to ?? '23:50' })} />
          {window.to < window.from && (
            <Typography variant="body2" color="text.secondary">
              через полночь
            </Typography>
          )}
          <IconButton
            aria-label={`Удалить окно ${window.from}–${window.to}`}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      {error && (
        <Typography color="error" variant="body2">
          {error}
        </Typography>
      )}
      <div>
        <Button
          size="small"
          startIcon={<Add />}
          onClick={() => onChange([...value, { from: '09:00', to: '12:00' }])}
        >
          Добавить окно
        </Button>
      </div>
    </Stack>
  );
}
