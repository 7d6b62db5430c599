import type { Job } from '@contract/jobs';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DateField } from '@/components/date-field/DateField';
import { waitForJob } from '@/components/jobs/wait-for-job';
import { formatDate } from '@/i18n/format';
import { http } from '@/providers/http';
import { downloadAndSave } from '@/providers/http/save-download';
import { notify } from '@/providers/notification';

const isoDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' });

/** The period of «Выгрузка для 1С» (its own chunk: the date pickers load when it opens). */
export default function ExportForOneCDialog({
  statusIds,
  organizationId,
  onClose,
}: {
  statusIds: number[];
  organizationId: number | null;
  onClose(): void;
}) {
  const today = new Date();
  const [from, setFrom] = useState(isoDay(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(isoDay(today));
  const [busy, setBusy] = useState(false);
  const [empty, setEmpty] = useState(false);
  // The period starts at the day of the last export that gave a file (else the month's first day).
  const last = useQuery({
    queryKey: ['last-commerceml-export', organizationId],
    enabled: organizationId !== null,
    queryFn: async () => {
      const jobs = await http.get<{ items: Job[] }>('/v1/jobs', {
        organization_id: organizationId,
        limit: 100,
      });
      return (
        jobs.items.find(
          (j) => j.kind === 'orders_export_commerceml' && j.state === 'done' && j.result?.orders !== 0,
        )?.created_at ?? null
      );
    },
  });
  useEffect(() => {
    if (last.data) setFrom(isoDay(new Date(last.data)));
  }, [last.data]);
  // A background job (issue 24): a long period freezes nobody; the file is saved when it is ready.
  const run = async () => {
    setBusy(true);
    setEmpty(false);
    try {
      const query = { from, to, ...(statusIds.length > 0 ? { status_ids: statusIds.join(',') } : {}) };
      const job = await http.post<Job>('/v1/supplier/orders/export/commerceml', undefined, query);
      const result = await waitForJob(job);
      if (result.orders === 0) {
        setEmpty(true);
        return;
      }
      await downloadAndSave(`/v1/jobs/${job.id}/file`, 'orders.xml');
      onClose();
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>Выгрузка заказов для 1С (CommerceML)</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
          <DateField label="С" value={from} max={to} clearable={false} onChange={(v) => setFrom(v ?? '')} />
          <DateField label="По" value={to} min={from} clearable={false} onChange={(v) => setTo(v ?? '')} />
        </Stack>
        {empty && (
          <Alert severity="info" sx={{ mt: 2 }}>
            С {formatDate(from)} по {formatDate(to)} заказов нет — выгружать нечего. Выберите другой период.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button variant="contained" onClick={run} disabled={busy}>
          {busy ? 'Готовим файл…' : 'Выгрузить'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
