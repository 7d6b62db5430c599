import type { Job } from '@contract/jobs';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { DateField } from '@/components/date-field/DateField';
import { waitForJob } from '@/components/jobs/wait-for-job';
import { http } from '@/providers/http';
import { downloadAndSave } from '@/providers/http/save-download';
import { notify } from '@/providers/notification';

const isoDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' });

/** The period of «Выгрузка для 1С» (its own chunk: the date pickers load when it opens). */
export default function ExportForOneCDialog({
  statusIds,
  onClose,
}: {
  statusIds: number[];
  onClose(): void;
}) {
  const today = new Date();
  const [from, setFrom] = useState(isoDay(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(isoDay(today));
  const [busy, setBusy] = useState(false);
  // A background job (issue 24): a long period freezes nobody; the file is saved when it is ready.
  const run = async () => {
    setBusy(true);
    try {
      const query = { from, to, ...(statusIds.length > 0 ? { status_ids: statusIds.join(',') } : {}) };
      const job = await http.post<Job>('/v1/supplier/orders/export/commerceml', undefined, query);
      await waitForJob(job);
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
