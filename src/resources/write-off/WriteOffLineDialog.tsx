import type { WriteOffLine } from '@contract/write-off';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { writeOffApi } from './api';
import { errorText } from './error-text';
import { GoodAutocomplete, type GoodOption } from './GoodAutocomplete';
import { useReasons } from './use-reasons';

/** Adds a line, or edits one: good, quantity, reason, comment. */
export function WriteOffLineDialog({
  docId,
  organizationId,
  line,
  onSaved,
  onClose,
}: {
  docId: number;
  organizationId: number;
  line: WriteOffLine | null;
  onSaved(): void;
  onClose(): void;
}) {
  const reasons = useReasons(organizationId);
  const [good, setGood] = useState<GoodOption | null>(
    line ? { id: line.good_id, name: line.good_name } : null,
  );
  const [quantity, setQuantity] = useState(line?.quantity ?? '');
  const [reasonId, setReasonId] = useState<number | ''>(line?.reason_id ?? '');
  const [comment, setComment] = useState(line?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!good) return setError('Выберите товар');
    if (reasonId === '') return setError('Выберите причину списания');
    setBusy(true);
    setError(null);
    const input = {
      good_id: good.id,
      quantity: quantity.replace(',', '.'),
      reason_id: reasonId,
      comment: comment || null,
    };
    try {
      if (line) await writeOffApi.updateLine(docId, line.id, input);
      else await writeOffApi.addLine(docId, input);
      onSaved();
    } catch (e) {
      setError(errorText(e, 'Не удалось сохранить строку'));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{line ? 'Строка списания' : 'Новая строка'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <GoodAutocomplete organizationId={organizationId} value={good} onChange={setGood} />
          <TextField
            size="small"
            label="Количество"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            select
            size="small"
            label="Причина"
            value={reasonId}
            onChange={(e) => setReasonId(e.target.value === '' ? '' : Number(e.target.value))}
            helperText={reasons.data?.length === 0 ? 'Сначала добавьте причины списания' : undefined}
          >
            {(reasons.data ?? []).map((reason) => (
              <MenuItem key={reason.id} value={reason.id}>
                {reason.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Комментарий"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button variant="contained" disabled={busy} onClick={save}>
          Сохранить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
