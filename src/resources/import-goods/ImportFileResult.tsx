import { type ColumnMapping, FILE_STATUS_LABELS, type ImportFile } from '@contract/import-goods';
import type { Job } from '@contract/jobs';
import Download from '@mui/icons-material/Download';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import { Alert, Button, Divider, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { formatCount } from '@/i18n/format';
import { messageOf } from '@/providers/form-errors';
import { http } from '@/providers/http';
import { downloadAndSave } from '@/providers/http/save-download';
import { notify } from '@/providers/notification';
import { ColumnMappingForm } from './ColumnMappingForm';
import { ImportRowsGrid } from './ImportRowsGrid';
import { OutcomeChip } from './OutcomeChip';

interface Props {
  file: ImportFile;
  onChange: (file: ImportFile) => void;
  /** The apply runs as a background job: its progress is shown by the page. */
  onJob: (job: Job) => void;
}

/** One uploaded file: counts, column mapping, the dry-run rows, «Применить» and the error rows download. */
export function ImportFileResult({ file, onChange, onJob }: Props) {
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const base = `/v1/import_goods/${file.organization_id}/uploaded_files/${file.id}`;
  const changes = file.rows_new + file.rows_update;

  /** Starts a job on the file; its progress is shown by the page until it ends. */
  const startJob = async (call: () => Promise<Job>, status: ImportFile['status']) => {
    setBusy(true);
    try {
      onJob(await call());
      onChange({ ...file, status });
    } catch (error) {
      notify(messageOf(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  const remap = (mapping: ColumnMapping) =>
    startJob(() => http.put<Job>(`${base}/mapping`, { mapping }, { background: true }), 'checking');
  const apply = async () => {
    const agreed = await confirm({
      title: 'Применить импорт?',
      text: `В каталог добавится новых товаров: ${formatCount(file.rows_new)}, изменится: ${formatCount(file.rows_update)}.${file.rows_error > 0 ? ` Строки с ошибками (${formatCount(file.rows_error)}) пропускаются.` : ''} Отменить применение нельзя.`,
      action: 'Применить',
    });
    if (agreed)
      await startJob(() => http.post<Job>(`${base}/apply`, undefined, { background: true }), 'applying');
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
            Файл «{file.file_name}»
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {FILE_STATUS_LABELS[file.status]} · строк: {formatCount(file.rows_total)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <OutcomeChip outcome="new" count={file.rows_new} />
          <OutcomeChip outcome="update" count={file.rows_update} />
          <OutcomeChip outcome="unchanged" count={file.rows_unchanged} />
          <OutcomeChip outcome="error" count={file.rows_error} />
        </Stack>
        {file.status === 'analysed' && (file.unmapped_headers.length > 0 || file.missing_keys.length > 0) && (
          <ColumnMappingForm
            key={`${file.id}-${Object.keys(file.mapping).join()}`}
            file={file}
            busy={busy}
            onSubmit={remap}
          />
        )}
        {busy && <LinearProgress aria-label="Обработка файла" />}
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {file.status === 'analysed' && (
            <Button
              variant="contained"
              startIcon={<PlaylistAddCheck />}
              disabled={busy || changes === 0}
              onClick={apply}
            >
              Применить
            </Button>
          )}
          {file.rows_error > 0 && (
            <Button
              startIcon={<Download />}
              onClick={() =>
                downloadAndSave(`${base}/error_rows`, `ошибки-импорта-${file.id}.xlsx`).catch((e) =>
                  notify(messageOf(e), 'error'),
                )
              }
            >
              Скачать строки с ошибками
            </Button>
          )}
        </Stack>
        {file.status === 'analysed' && changes === 0 && (
          <Alert severity="info">Применять нечего: в файле нет новых или изменённых товаров.</Alert>
        )}
        {file.status === 'applied' && (
          <Alert severity="success">
            Импорт применён: новых товаров — {file.rows_new}, изменено — {file.rows_update}.
          </Alert>
        )}
        <Divider />
        <ImportRowsGrid
          fileId={file.id}
          version={`${file.status}-${file.rows_error}-${file.rows_new}-${file.rows_update}`}
        />
      </Stack>
      {dialog}
    </Paper>
  );
}
