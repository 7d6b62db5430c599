import type { Impersonation, ImpersonationAction } from '@contract/admin';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/i18n/format';
import { http } from '@/providers/http';
import { actionLabel, entityLabel } from './action-labels';

/** What was changed while the admin acted as the user: the audit rows of one impersonation. */
export function ImpersonationActionsDialog({
  impersonation,
  onClose,
}: {
  impersonation: Impersonation;
  onClose: () => void;
}) {
  const actions = useQuery({
    queryKey: ['impersonation-actions', impersonation.id],
    queryFn: () =>
      http.get<{ items: ImpersonationAction[] }>(`/api_a/impersonations/${impersonation.id}/actions`, {
        limit: 1000,
      }),
  });
  const rows = actions.data?.items ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>
        Действия от имени «{impersonation.user.name}» — {impersonation.admin.name}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Причина: {impersonation.reason}
        </Typography>
        {actions.isLoading && <CircularProgress size={24} />}
        {actions.isError && <Alert severity="error">Не удалось загрузить действия</Alert>}
        {actions.isSuccess && (
          <Table size="small" aria-label="Действия от имени пользователя">
            <TableHead>
              <TableRow>
                <TableCell>Время</TableCell>
                <TableCell>Действие</TableCell>
                <TableCell>Объект</TableCell>
                <TableCell>От имени</TableCell>
                <TableCell>Фактически</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{formatDateTime(row.at)}</TableCell>
                  <TableCell>{actionLabel(row)}</TableCell>
                  <TableCell>{entityLabel(row)}</TableCell>
                  <TableCell>{row.user ? `${row.user.name} (${row.user.email})` : '—'}</TableCell>
                  <TableCell>
                    {row.real_user ? `${row.real_user.name} (${row.real_user.email})` : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
