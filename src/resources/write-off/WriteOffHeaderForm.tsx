import type { WriteOffDoc } from '@contract/write-off';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DocumentDateField } from '@/components/date-field/DateField';
import { CommentField } from '@/components/form-fields/TextFields';
import { usePhone } from '@/components/layout/use-phone';
import { writeOffApi, writeOffKey } from './api';
import { errorText } from './error-text';

/** Date and comment of a draft; the sales point is fixed at creation. */
export function WriteOffHeaderForm({ doc }: { doc: WriteOffDoc }) {
  const queryClient = useQueryClient();
  const phone = usePhone();
  const [date, setDate] = useState(doc.date);
  const [comment, setComment] = useState(doc.comment ?? '');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async () => {
    try {
      const saved = await writeOffApi.updateHeader(doc.id, { date, comment: comment || null });
      queryClient.setQueryData(writeOffKey(doc.id), saved);
      setMessage({ ok: true, text: 'Сохранено' });
    } catch (e) {
      setMessage({ ok: false, text: errorText(e, 'Не удалось сохранить') });
    }
  };
  return (
    <Stack spacing={1.5} maxWidth={600}>
      <Typography>Торговая точка: {doc.sales_point_name}</Typography>
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      <Stack direction={phone ? 'column' : 'row'} spacing={2}>
        <DocumentDateField value={date} onChange={setDate} fullWidth={phone} />
        <CommentField value={comment} onChange={setComment} multiline={phone} sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={save} sx={{ alignSelf: phone ? 'flex-end' : undefined }}>
          Сохранить
        </Button>
      </Stack>
    </Stack>
  );
}
