import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudOff from '@mui/icons-material/CloudOff';
import EditNote from '@mui/icons-material/EditNote';
import { Chip, CircularProgress } from '@mui/material';
import type { SaveState } from './use-fact-saver';

/** «Сохранено» / «Не сохранено» / «Сохранение…», always visible on the counting screen. */
export function SaveIndicator({ state }: { state: SaveState }) {
  switch (state.kind) {
    case 'saved':
      return (
        <Chip
          data-testid="save-state"
          icon={<CheckCircle />}
          color="success"
          variant="outlined"
          label="Сохранено"
        />
      );
    case 'saving':
      return (
        <Chip
          data-testid="save-state"
          icon={<CircularProgress size={14} />}
          variant="outlined"
          label="Сохранение…"
        />
      );
    case 'dirty':
      return (
        <Chip
          data-testid="save-state"
          icon={<EditNote />}
          color="warning"
          variant="outlined"
          label="Не сохранено"
        />
      );
    case 'retrying':
      return (
        <Chip
          data-testid="save-state"
          icon={<CloudOff />}
          color="warning"
          label={`Не сохранено — нет связи, повтор через ${state.inSeconds} с`}
        />
      );
    case 'failed':
      return (
        <Chip
          data-testid="save-state"
          icon={<CloudOff />}
          color="error"
          label="Не сохранено"
          title={state.detail}
        />
      );
  }
}
