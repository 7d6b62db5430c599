import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { SalesPointSelect } from '@/resources/stocktaking/SalesPointSelect';
import { writeOffApi } from './api';
import { errorText } from './error-text';

const today = () => new Date().toLocaleDateString('sv-SE');

/** «Новое списание»: sales point, date, comment; then the document opens for its lines. */
export function NewWriteOff() {
  usePageTitle('Новое списание');
  const navigate = useNavigate();
  const { organizationId } = useActiveOrganization('write_off_u');
  const [salesPointId, setSalesPointId] = useState<number | ''>('');
  const [date, setDate] = useState(today);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (salesPointId === '') {
      setError('Выберите торговую точку');
      return;
    }
    setBusy(true);
    try {
      const doc = await writeOffApi.create(salesPointId, { date, comment: comment || null });
      navigate(`/documents/write-off/${doc.id}/edit`, { replace: true });
    } catch (e) {
      setError(errorText(e, 'Не удалось создать списание'));
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} maxWidth={600}>
      <Typography variant="h4" component="h1">
        Новое списание
      </Typography>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <OrganizationPicker permission="write_off_u" />
          <SalesPointSelect organizationId={organizationId} value={salesPointId} onChange={setSalesPointId} />
          <TextField
            size="small"
            type="date"
            label="Дата"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            label="Комментарий"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
          />
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button onClick={() => navigate('/documents/write-off')}>Отмена</Button>
            <Button variant="contained" disabled={busy} onClick={submit}>
              Создать
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
