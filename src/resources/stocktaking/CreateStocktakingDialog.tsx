import { Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DialogFrame } from '@/components/form-dialog/DialogFrame';
import { useNewDocument } from '@/components/new-document';
import { stocktakingApi } from './api';

/** «Новая инвентаризация»: sales point, date, comment, blind count; opens the counting screen. */
export function CreateStocktakingDialog({
  organizationId,
  onClose,
}: {
  organizationId: number | null;
  onClose(): void;
}) {
  const navigate = useNavigate();
  const [blind, setBlind] = useState(false);
  const { fields, busy, submit } = useNewDocument(organizationId, 'Не удалось создать инвентаризацию');
  const create = () =>
    submit(async (salesPointId, header) => {
      const doc = await stocktakingApi.create(salesPointId, { ...header, blind_count: blind });
      navigate(`/documents/stocktaking/${doc.id}/edit`);
    });
  return (
    <DialogFrame
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      title="Новая инвентаризация"
      actions={
        <>
          <Button onClick={onClose}>Отмена</Button>
          <Button variant="contained" disabled={busy} onClick={create}>
            Создать
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {fields}
        <FormControlLabel
          control={<Switch checked={blind} onChange={(e) => setBlind(e.target.checked)} />}
          label="Слепой подсчёт — скрыть учётные остатки от считающих"
        />
      </Stack>
    </DialogFrame>
  );
}
