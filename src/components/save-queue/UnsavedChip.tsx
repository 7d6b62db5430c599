import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudOff from '@mui/icons-material/CloudOff';
import EditNote from '@mui/icons-material/EditNote';
import { Chip, CircularProgress } from '@mui/material';
import type { SaveQueueSnapshot } from './save-queue';

/**
 * «Сохранено» / «Сохранение…» / «Не сохранено: N», for any screen that saves as one types;
 * `offline` (a screen that keeps its values on the device) says «Не отправлено: N — нет сети».
 */
export function UnsavedChip({
  state,
  offline = false,
}: {
  state: SaveQueueSnapshot<unknown, unknown>;
  offline?: boolean;
}) {
  const count = state.unsaved.size;
  const refused = [...state.unsaved.values()].some((s) => s.refused !== undefined);
  if (count === 0)
    return (
      <Chip
        data-testid="save-state"
        icon={state.saving ? <CircularProgress size={14} /> : <CheckCircle />}
        color={state.saving ? 'default' : 'success'}
        variant="outlined"
        label={state.saving ? 'Сохранение…' : 'Сохранено'}
      />
    );
  if (offline && !refused)
    return (
      <Chip
        data-testid="save-state"
        icon={<CloudOff />}
        color="warning"
        variant="filled"
        label={`Не отправлено: ${count} — нет сети`}
      />
    );
  const retry = state.retryIn !== null ? ` — нет связи, повтор через ${state.retryIn} с` : '';
  return (
    <Chip
      data-testid="save-state"
      icon={state.saving ? <CircularProgress size={14} /> : refused || retry ? <CloudOff /> : <EditNote />}
      color={refused ? 'error' : 'warning'}
      variant={refused || retry ? 'filled' : 'outlined'}
      label={`Не сохранено: ${count}${retry}`}
    />
  );
}
