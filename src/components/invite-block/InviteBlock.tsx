import { type InviteResult, inviteBulkBody } from '@contract/partnerships';
import {
  Alert,
  Button,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { messageOf } from '@/providers/form-errors';
import { http } from '@/providers/http';

const RESULT_SEVERITY: Record<InviteResult['status'], 'success' | 'info' | 'warning' | 'error'> = {
  invited: 'success',
  email_sent: 'info',
  already_partner: 'warning',
  error: 'error',
};

/**
 * «Пригласить»: INNs or e-mails, one per line, sent to invite_bulk; the answer is shown per line.
 * The client invites suppliers, the supplier invites clients.
 */
export function InviteBlock({
  side,
  organizationId,
  onInvited,
}: {
  side: 'client' | 'supplier';
  organizationId: number;
  onInvited: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<InviteResult[]>([]);
  const [busy, setBusy] = useState(false);
  const who = side === 'client' ? 'поставщиков' : 'клиентов';

  const submit = async () => {
    const parsed = inviteBulkBody.safeParse({
      items: text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Проверьте список');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await http.post<{ items: InviteResult[] }>(
        `/v1/${side}/partnerships/invite_bulk`,
        parsed.data,
        { organization_id: organizationId },
      );
      setResults(answer.items);
      setText('');
      onInvited();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Пригласить ${who}`}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Пригласить {who}
        </Typography>
        <TextField
          label="ИНН или e-mail, по одному в строке"
          multiline
          minRows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText="Незарегистрированной организации придёт письмо с приглашением"
        />
        {error && <Alert severity="error">{error}</Alert>}
        <div>
          <Button variant="contained" onClick={() => void submit()} disabled={busy || !text.trim()}>
            Отправить приглашения
          </Button>
        </div>
        {results.length > 0 && (
          <List dense aria-label="Результаты приглашения">
            {results.map((result) => (
              <ListItem key={result.input} disableGutters>
                <Alert severity={RESULT_SEVERITY[result.status]} sx={{ width: '100%' }}>
                  <ListItemText primary={result.input} secondary={result.detail} />
                </Alert>
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
