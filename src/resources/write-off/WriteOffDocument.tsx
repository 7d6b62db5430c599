import { WRITE_OFF_STATUSES } from '@contract/statuses';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Edit from '@mui/icons-material/Edit';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type ConfirmRequest, useConfirm } from '@/components/confirm-dialog';
import { DocumentFileButtons } from '@/components/document-files';
import { usePageTitle } from '@/components/layout/use-page-title';
import { StatusChip } from '@/components/status-chip';
import { formatDate, formatMoney } from '@/i18n/format';
import { writeOffApi, writeOffKey } from './api';
import { errorText } from './error-text';
import { WriteOffHeaderForm } from './WriteOffHeaderForm';
import { WriteOffLines } from './WriteOffLines';

const { draft, accounted, canceled } = WRITE_OFF_STATUSES.byKey;

/** One write-off: header, lines and the status buttons (lines and header change only in draft). */
export function WriteOffDocument({ id, edit }: { id: number; edit: boolean }) {
  const queryClient = useQueryClient();
  const doc = useQuery({ queryKey: writeOffKey(id), queryFn: () => writeOffApi.doc(id) });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  usePageTitle(doc.data ? `Списание № ${doc.data.number}` : 'Списание');
  if (doc.isPending) return <CircularProgress />;
  if (doc.isError)
    return <Alert severity="error">{errorText(doc.error, 'Не удалось загрузить списание')}</Alert>;
  const data = doc.data;
  const isDraft = data.status_id === draft.id;
  const changeStatus = async (statusId: number, question: ConfirmRequest) => {
    if (!(await confirm(question))) return;
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(writeOffKey(id), await writeOffApi.setStatus(id, statusId));
    } catch (e) {
      setError(errorText(e, 'Не удалось сменить статус'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" spacing={2} flexWrap="wrap" useFlexGap>
        <Button component={RouterLink} to="/documents/write-off" startIcon={<ArrowBack />}>
          Списания
        </Button>
        <Typography variant="h4" component="h1">
          Списание № {data.number} от {formatDate(data.date)}
        </Typography>
        <StatusChip label={data.status.label} color={data.status.color as 'grey'} />
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <DocumentFileButtons path={`/v1/write_off_docs/${id}`} name={`Списание № ${data.number}`} />
        {isDraft && !edit && (
          <Button component={RouterLink} to={`/documents/write-off/${id}/edit`} startIcon={<Edit />}>
            Редактировать
          </Button>
        )}
        {isDraft && (
          <>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() =>
                changeStatus(accounted.id, {
                  title: `Провести списание № ${data.number}?`,
                  text: `Товары на ${formatMoney(data.total_amount)} спишутся с остатков точки «${data.sales_point_name}». Проведённое списание нельзя изменить или отменить.`,
                  action: 'Провести',
                  color: 'success',
                })
              }
            >
              Провести
            </Button>
            <Button
              color="error"
              disabled={busy}
              onClick={() =>
                changeStatus(canceled.id, {
                  title: `Отменить списание № ${data.number}?`,
                  text: 'Отменённое списание нельзя будет ни провести, ни вернуть в черновик.',
                  action: 'Отменить списание',
                  color: 'error',
                })
              }
            >
              Отменить
            </Button>
          </>
        )}
      </Stack>
      {edit && isDraft ? (
        <WriteOffHeaderForm doc={data} />
      ) : (
        <Stack spacing={0.5}>
          <Typography>Торговая точка: {data.sales_point_name}</Typography>
          {data.comment && <Typography>Комментарий: {data.comment}</Typography>}
        </Stack>
      )}
      <WriteOffLines doc={data} editable={edit && isDraft} />
      <Typography variant="h6">Итого: {formatMoney(data.total_amount)}</Typography>
      {dialog}
    </Stack>
  );
}
