import { IMPORT_MAX_BYTES, type ImportFile } from '@contract/import-goods';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { messageOf } from '@/providers/form-errors';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';
import { ImportFileResult } from './ImportFileResult';
import { saveDownload } from './save-download';
import { UploadedFilesGrid } from './UploadedFilesGrid';

/** «Импорт товаров»: template, upload with a dry run, mapping, apply, earlier files. */
export default function ImportGoodsPage() {
  usePageTitle('Импорт товаров');
  const { organizationId } = useActiveOrganization('import_goods_c');
  const [file, setFile] = useState<ImportFile | null>(null);
  const [processing, setProcessing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (chosen: File | undefined) => {
    if (!chosen || !organizationId) return;
    setError(null);
    if (chosen.size > IMPORT_MAX_BYTES) return setError('Файл больше 20 МБ — разделите его на части');
    const form = new FormData();
    form.append('file', chosen, chosen.name);
    setProcessing(chosen.name);
    try {
      setFile(
        await http.upload<ImportFile>(`/v1/import_goods/${organizationId}/upload_file_goods/`, form, {
          dry_run: true,
        }),
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
                saveDownload(
                  '/v1/import_goods/download_file/template_import_goods',
                  'шаблон-импорта-товаров.xlsx',
                ).catch((e) => notify(messageOf(e), 'error'))
              }
            >
              Скачать шаблон
            </Button>
            <Button
              component="label"
              variant="contained"
              startIcon={<UploadFile />}
              disabled={!organizationId || !!processing}
            >
              Загрузить файл
              <input
                hidden
                type="file"
                accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                data-testid="import-file-input"
                onChange={(e) => {
                  void upload(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </Button>
          </Stack>
          {processing && (
            <Box role="status">
              <Typography variant="body2">Проверяем файл «{processing}»…</Typography>
              <LinearProgress aria-label="Обработка файла" sx={{ mt: 1 }} />
            </Box>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </Paper>
      {file && <ImportFileResult key={file.id} file={file} onChange={setFile} />}
      {organizationId && (
        <UploadedFilesGrid
          organizationId={organizationId}
          version={file ? `${file.id}-${file.status}-${file.rows_error}` : ''}
          onOpen={setFile}
        />
      )}
    </Stack>
  );
}
