import { Alert, Box, Link, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { HttpError, http } from '@/providers/http';

type Outcome = { kind: 'wait' } | { kind: 'done' | 'error'; text: string };

/** Where the «Отписаться» link of a notification letter leads: one click turns the letters off. */
export default function UnsubscribePage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'wait' });
  useEffect(() => {
    http
      .get<{ detail: string }>('/v1/notifications/unsubscribe', { token })
      .then((answer) => setOutcome({ kind: 'done', text: answer.detail }))
      .catch((error: unknown) =>
        setOutcome({
          kind: 'error',
          text: error instanceof HttpError ? error.detail : 'Не удалось отписаться. Попробуйте позже.',
        }),
      );
  }, [token]);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 560, p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Письма-уведомления
        </Typography>
        {outcome.kind === 'wait' ? (
          <Typography>Отписываем…</Typography>
        ) : (
          <Alert severity={outcome.kind === 'done' ? 'success' : 'error'}>{outcome.text}</Alert>
        )}
        <Typography sx={{ mt: 2 }}>
          Какие письма получать, можно выбрать в{' '}
          <Link component={RouterLink} to="/profile">
            профиле
          </Link>
          .
        </Typography>
      </Paper>
    </Box>
  );
}
