import ContentCopy from '@mui/icons-material/ContentCopy';
import Refresh from '@mui/icons-material/Refresh';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useCustom, useCustomMutation } from '@refinedev/core';
import { formatDateTime } from '@/i18n/format';
import { messageOf } from '@/providers/form-errors';
import { notify } from '@/providers/notification';

interface Token {
  token: string;
  created_at: string;
}

/** The organization's invitation/API token with «Скопировать» and «Перевыпустить». */
export function TokenCard({ organizationId }: { organizationId: number }) {
  const url = `/v1/organizations/${organizationId}/token`;
  const { result, query } = useCustom<Token>({ url, method: 'get' });
  const { mutateAsync, mutation } = useCustomMutation<Token>();
  const token = result.data;

  const copy = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token.token);
      notify('Токен скопирован');
    } catch {
      notify('Не удалось скопировать: выделите токен и скопируйте вручную', 'error');
    }
  };
  const regenerate = async () => {
    if (!window.confirm('Перевыпустить токен? Прежний перестанет действовать.')) return;
    try {
      await mutateAsync({
        url,
        method: 'put',
        values: {},
        successNotification: false,
        errorNotification: false,
      });
      await query.refetch();
      notify('Токен перевыпущен');
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Токен организации
        </Typography>
        {query.isError ? (
          <Alert severity="error">{messageOf(query.error)}</Alert>
        ) : (
          <TextField
            label="Токен для приглашений и API"
            value={token?.token ?? ''}
            slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
            helperText={token ? `Выпущен ${formatDateTime(token.created_at)}` : 'Загрузка…'}
          />
        )}
        <Stack direction="row" spacing={2}>
          <Button startIcon={<ContentCopy />} onClick={copy} disabled={!token}>
            Скопировать
          </Button>
          <Button startIcon={<Refresh />} color="warning" onClick={regenerate} disabled={mutation.isPending}>
            Перевыпустить
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
