import { IMPORT_MAX_BYTES, type ImportFile } from '@contract/import-goods';
import type { Job } from '@contract/jobs';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FileButton } from '@/components/file-button';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { messageOf } from '@/providers/form-errors';
import { http } from '@/providers/http';
import { downloadAndSave } from '@/providers/http/save-download';
import { notify } from '@/providers/notification';
import { ImportFileResult } from './ImportFileResult';
import { JobProgress } from './JobProgress';
import { UploadedFilesGrid } from './UploadedFilesGrid';
import { useImportJobs } from './use-import-jobs';

/** «Импорт товаров»: template, upload with a dry run, mapping, apply, earlier files. */
export default function ImportGoodsPage() {
  usePageTitle('Импорт товаров');
  const { organizationId } = useActiveOrganization('import_goods_c');
  const [file, setFile] = useState<ImportFile | null>(null);
  const [processing, setProcessing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const jobs = useImportJobs(organizationId ?? undefined, setFile);

  /** A sheet goes to upload_file_goods; 1С's import.xml + offers.xml (or a .zip) to upload_file_commerceml. */
  const upload = async (chosen: File[], source: 'upload_file_goods' | 'upload_file_commerceml') => {
    if (chosen.length === 0 || !organizationId) return;
    setError(null);
    if (chosen.some((f) => f.size > IMPORT_MAX_BYTES))
      return setError('Файл больше 20 МБ — разделите его на части');
    const form = new FormData();
    for (const f of chosen) form.append('file', f, f.name);
    setProcessing(chosen.map((f) => f.name).join(', '));
    try {
      // Both are checked by a background job: its progress is shown below.
      jobs.add(
        await http.upload<Job>(`/v1/import_goods/${organizationId}/${source}/`, form, { background: true }),
      );
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setProcessing(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Импорт товаров
      </Typography>
      <OrganizationPicker permission="import_goods_c" />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="body1">
            Загрузите таблицу .xlsx или .csv (до 20 МБ и 100 000 строк). Сначала мы проверим каждую строку и
            покажем, что изменится, — товары обновятся только после кнопки «Применить». Товар ищется по
            артикулу, затем по штрихкоду.
          </Typography>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            <Button
              startIcon={<Download />}
              onClick={() =>
                downloadAndSave(
                  '/v1/import_goods/download_file/template_import_goods',
                  'шаблон-импорта-товаров.xlsx',
                ).catch((e) => notify(messageOf(e), 'error'))
              }
            >
              Скачать шаблон
            </Button>
            <FileButton
              variant="contained"
              startIcon={<UploadFile />}
              disabled={!organizationId || !!processing}
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              inputTestId="import-file-input"
              onFiles={(files) => void upload(files.slice(0, 1), 'upload_file_goods')}
            >
              Загрузить файл
            </FileButton>
            <FileButton
              startIcon={<UploadFile />}
              disabled={!organizationId || !!processing}
              multiple
              accept=".xml,.zip,text/xml,application/xml,application/zip"
              inputTestId="import-commerceml-input"
              onFiles={(files) => void upload(files, 'upload_file_commerceml')}
            >
              Загрузить из 1С (import.xml и offers.xml или .zip)
            </FileButton>
          </Stack>
          {processing && (
            <Box role="status">
              <Typography variant="body2">Загружаем файл «{processing}»…</Typography>
              <LinearProgress aria-label="Обработка файла" sx={{ mt: 1 }} />
            </Box>
          )}
          {jobs.jobs.map((job) => (
            <JobProgress key={job.id} job={job} onEnd={jobs.ended} />
          ))}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </Paper>
      {file && <ImportFileResult key={file.id} file={file} onChange={setFile} onJob={jobs.add} />}
      {organizationId && (
        <UploadedFilesGrid
          organizationId={organizationId}
          version={`${file ? `${file.id}-${file.status}-${file.rows_error}` : ''}-${jobs.version}-${jobs.jobs.length}`}
          onOpen={setFile}
        />
      )}
    </Stack>
  );
}
