import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HttpError } from '@/providers/http';
import { stocktakingApi } from './api';
import { SalesPointSelect } from './SalesPointSelect';

const today = () => new Date().toLocaleDateString('sv-SE');

/** «Новая инвентаризация»: sales point, date, comment, blind count; opens the counting screen. */
export function CreateStocktakingDialog({
  organizationId,
  onClose,
}: {
  organizationId: number | null;
  onClose(): void;
}) {
  const navigate = useNavigate();
  const [salesPointId, setSalesPointId] = useState<number | ''>('');
  const [date, setDate] = useState(today);
  const [comment, setComment] = useState('');
  const [blind, setBlind] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (salesPointId === '') {
      setError('Выберите торговую точку');
      return;
    }
    setBusy(true);
    try {
      const doc = await stocktakingApi.create(salesPointId, {
        date,
        comment: comment || null,
        blind_count: blind,
      });
      navigate(`/documents/stocktaking/${doc.id}/edit`);
    } catch (e) {
      setError(e instanceof HttpError ? e.detail : 'Не удалось создать инвентаризацию');
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Новая инвентаризация</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <SalesPointSelect organizationId={organizationId} value={salesPointId} onChange={setSalesPointId} />
          <TextField
            size="small"
            type="date"
            label="Дата"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            InputLabelProps={{ shrink: true }}
          />
          <TextField
            size="small"
            label="Комментарий"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
          />
          <FormControlLabel
            control={<Switch checked={blind} onChange={(e) => setBlind(e.target.checked)} />}
            label="Слепой подсчёт — скрыть учётные остатки от считающих"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button variant="contained" disabled={busy} onClick={submit}>
          Создать
        </Button>
      </DialogActions>
    </Dialog>
  );
}
