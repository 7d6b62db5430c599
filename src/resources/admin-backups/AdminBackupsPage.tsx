import { BACKUP_TRIGGERS, type BackupRun, type BackupStatus } from '@contract/backups';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCustom, useCustomMutation } from '@refinedev/core';
import { useState } from 'react';
import { usePageTitle } from '@/components/layout/use-page-title';
import { formatDateTime } from '@/i18n/format';

const URL = '/api_a/backups';

const size = (bytes: number | null) =>
  bytes === null
    ? '—'
    : `${(bytes / 1024 / 1024).toLocaleString('ru-RU', { maximumFractionDigits: 1 })}\u00a0МБ`;

const outcome = (run: BackupRun) => (run.ok ? 'Создана' : `Ошибка: ${run.error ?? 'неизвестна'}`);

function schedule(status: BackupStatus) {
  if (status.every_hours === null) return 'Только вручную (BACKUP_EVERY=off)';
  const every =
    status.every_hours % 24 === 0 ? `${status.every_hours / 24}\u00a0сут.` : `${status.every_hours}\u00a0ч`;
  return `Каждые ${every}, хранятся ${status.keep} последних, в папке ${status.dir}`;
}

/** /admin/backups: the last backup's time, size and result, the journal, and a button to take one. */
export default function AdminBackupsPage() {
  usePageTitle('Резервные копии');
  const { query } = useCustom<BackupStatus>({ url: URL, method: 'get' });
  const { mutateAsync, mutation } = useCustomMutation<BackupRun>();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  // The answer itself: Refine's `result` is an empty object until it comes.
  const status = query.data?.data;
  const take = async () => {
    setMessage(null);
    try {
      const run = (
        await mutateAsync({
          url: URL,
          method: 'post',
          values: {},
          successNotification: false,
          errorNotification: false,
        })
      ).data;
      setMessage(
        run.ok
          ? { severity: 'success', text: `Резервная копия создана: ${run.file} (${size(run.size_bytes)})` }
          : { severity: 'error', text: `Резервная копия не создана: ${run.error}` },
      );
    } catch (error) {
      setMessage({
        severity: 'error',
        text: error instanceof Error ? error.message : 'Резервная копия не создана',
      });
    }
    await query.refetch();
  };
  const busy = mutation.isPending || status?.running === true;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Резервные копии
      </Typography>
      {status && !status.embedded ? (
        <Alert severity="info">
          Данные хранятся в PostgreSQL: резервные копии делают pg_dump и архив WAL на стороне базы
          (docs/deploy.md).
        </Alert>
      ) : null}
      {status?.embedded ? (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={1}>
              <Typography variant="h6" component="h2">
                Последняя копия
              </Typography>
              {status.last ? (
                <Typography data-testid="last-backup">
                  {formatDateTime(status.last.finished_at)} · {size(status.last.size_bytes)} ·{' '}
                  {outcome(status.last)}
                </Typography>
              ) : (
                <Typography data-testid="last-backup">Копий ещё не было</Typography>
              )}
              <Typography color="text.secondary">{schedule(status)}</Typography>
              <div>
                <Button variant="contained" onClick={take} disabled={busy}>
                  {busy ? 'Копия создаётся…' : 'Создать резервную копию'}
                </Button>
              </div>
              {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
            </Stack>
          </CardContent>
        </Card>
      ) : null}
      {status && status.runs.length > 0 ? (
        <Table size="small" aria-label="Журнал резервных копий">
          <TableHead>
            <TableRow>
              <TableCell>Когда</TableCell>
              <TableCell>Как</TableCell>
              <TableCell>Размер</TableCell>
              <TableCell>Результат</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {status.runs.map((run) => (
              <TableRow key={run.id}>
                <TableCell>{formatDateTime(run.finished_at)}</TableCell>
                <TableCell>{BACKUP_TRIGGERS[run.trigger]}</TableCell>
                <TableCell>{size(run.size_bytes)}</TableCell>
                <TableCell>{outcome(run)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
}
