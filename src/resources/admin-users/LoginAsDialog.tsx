import type { AdminUser } from '@contract/admin';
import { Alert, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { DialogFrame } from '@/components/form-dialog/DialogFrame';
import { startImpersonation } from '@/providers/auth-provider';
import { HttpError, http } from '@/providers/http';

const REASON_MIN = 3;

/** Asks for the reason, gets the 1-hour token of the user and switches the app to them. */
export function LoginAsDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooShort = reason.trim().length < REASON_MIN;

  const submit = async () => {
    if (tooShort) {
      setError('Укажите причину входа от имени пользователя');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await http.get<{ access_token: string }>(`/api_a/users/login_as/${user.id}`, {
        reason: reason.trim(),
      });
      await startImpersonation(answer.access_token);
    } catch (failure) {
      setError(failure instanceof HttpError ? failure.detail : 'Не удалось войти от имени пользователя');
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      title={<>Войти как «{user.name}»</>}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            Отмена
          </Button>
          <Button variant="contained" onClick={submit} disabled={busy}>
            Войти как пользователь
          </Button>
        </>
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        Вы увидите приложение глазами пользователя {user.email}. Все изменения запишутся в журнал от его имени
        и от вашего. Сессия длится не больше часа.
      </Typography>
      <TextField
        autoFocus
        required
        fullWidth
        multiline
        minRows={2}
        label="Причина входа"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(error) && tooShort}
        helperText={tooShort ? 'Обязательно: например, «Проверка заказа по обращению клиента»' : ' '}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </DialogFrame>
  );
}
