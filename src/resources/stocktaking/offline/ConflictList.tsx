import { Alert, Button, Stack, Typography } from '@mui/material';
import type { ShownConflict } from '../counting/use-fact-saver';

const shown = (fact: string | null) => (fact === null ? 'пусто' : fact.replace('.', ','));

/** Facts another device changed meanwhile: both values, and the storekeeper chooses one. */
export function ConflictList({
  conflicts,
  nameOf,
  onKeepMine,
  onTakeServer,
}: {
  conflicts: Map<number, ShownConflict>;
  nameOf(lineId: number): string;
  onKeepMine(lineId: number): void;
  onTakeServer(lineId: number): void;
}) {
  if (conflicts.size === 0) return null;
  return (
    <Alert severity="warning" data-testid="fact-conflicts">
      <Typography variant="body2" sx={{ mb: 1 }}>
        Эти строки подсчитаны и на другом устройстве. Выберите, какой факт оставить:
      </Typography>
      <Stack spacing={1}>
        {[...conflicts].map(([lineId, c]) => (
          <Stack
            key={lineId}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            alignItems={{ sm: 'center' }}
            data-testid="fact-conflict"
          >
            <Typography variant="body2" sx={{ flex: 1 }}>
              «{nameOf(lineId)}»: здесь {shown(c.mine)}, на другом устройстве {shown(c.server)}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="outlined"
                sx={{ minHeight: 44 }}
                onClick={() => onKeepMine(lineId)}
              >
                Оставить {shown(c.mine)}
              </Button>
              <Button
                size="small"
                variant="outlined"
                sx={{ minHeight: 44 }}
                onClick={() => onTakeServer(lineId)}
              >
                Взять {shown(c.server)}
              </Button>
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
