import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { DateField } from '@/components/date-field/DateField';
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
  const run = async () => {
    try {
      const query = { from, to, ...(statusIds.length > 0 ? { status_ids: statusIds.join(',') } : {}) };
      await downloadAndSave('/v1/supplier/orders/export/commerceml', 'orders.xml', query);
      onClose();
    } catch (error) {
      notify((error as Error).message, 'error');
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
        <Button variant="contained" onClick={run}>
          Выгрузить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
