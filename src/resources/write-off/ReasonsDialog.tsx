import Delete from '@mui/icons-material/Delete';
import Save from '@mui/icons-material/Save';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { reasonsApi } from './api';
import { errorText } from './error-text';
import { reasonsKey, useReasons } from './use-reasons';

/** «Причины списания»: list, add, rename, delete (a used reason answers 409 with its message). */
export function ReasonsDialog({ organizationId, onClose }: { organizationId: number; onClose(): void }) {
  const reasons = useReasons(organizationId);
  const queryClient = useQueryClient();
  const [names, setNames] = useState<Record<number, string>>({});
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: reasonsKey(organizationId) });
      return true;
    } catch (e) {
      setError(errorText(e, 'Не удалось сохранить причину'));
      return false;
    }
  };
  const add = async () => {
    if (await run(() => reasonsApi.create(organizationId, newName))) setNewName('');
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Причины списания</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {reasons.data?.length === 0 && <Typography color="text.secondary">Причин пока нет</Typography>}
          {(reasons.data ?? []).map((reason) => (
            <Stack key={reason.id} direction="row" spacing={1} alignItems="center">
              <TextField
                size="small"
                fullWidth
                label="Причина"
                value={names[reason.id] ?? reason.name}
                onChange={(e) => setNames({ ...names, [reason.id]: e.target.value })}
              />
              <IconButton
                aria-label="Сохранить название"
                disabled={(names[reason.id] ?? reason.name) === reason.name}
                onClick={() => run(() => reasonsApi.rename(reason.id, names[reason.id] ?? reason.name))}
              >
                <Save />
              </IconButton>
              <IconButton
                aria-label="Удалить причину"
                onClick={() => run(() => reasonsApi.remove(reason.id))}
              >
                <Delete />
              </IconButton>
            </Stack>
          ))}
          <Stack direction="row" spacing={1} alignItems="center">
            <TextField
              size="small"
              fullWidth
              label="Новая причина"
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && add()}
            />
            <Button variant="outlined" onClick={add}>
              Добавить
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
