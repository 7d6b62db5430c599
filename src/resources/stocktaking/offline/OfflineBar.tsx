import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { formatDateTime } from '@/i18n/format';
import type { KeptSummary } from './kept-store';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('ru-RU')} КБ`;

/**
 * The counting screen's network state and what the device keeps of the document: «Нет сети» /
 * «В сети», «На устройстве строк: N, X КБ» with «Очистить».
 */
export function OfflineBar({
  online,
  kept,
  unknownCodes,
  onClear,
}: {
  online: boolean;
  kept: KeptSummary | null;
  /** Scanned codes waiting for the network to be looked up. */
  unknownCodes: string[];
  onClear(): void;
}) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <Chip
        data-testid="network-state"
        icon={online ? <CloudDone /> : <CloudOff />}
        color={online ? 'default' : 'warning'}
        variant="outlined"
        size="small"
        label={online ? 'В сети' : 'Нет сети: факты сохраняются на устройстве'}
      />
      {unknownCodes.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="unknown-codes">
          Найти при появлении сети: {unknownCodes.join(', ')}
        </Typography>
      )}
      {kept ? (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="kept-state">
            На устройстве строк: {kept.lines.toLocaleString('ru-RU')}, {kilobytes(kept.bytes)} (с{' '}
            {formatDateTime(new Date(kept.keptAt).toISOString())})
          </Typography>
          <Button size="small" onClick={onClear} disabled={kept.unsent > 0} sx={{ minHeight: 44 }}>
            Очистить
          </Button>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="kept-state">
          Документ ещё не сохранён на устройстве
        </Typography>
      )}
    </Stack>
  );
}
