import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { messageOf } from '@/providers/form-errors';

interface Props {
  title: string;
  initial?: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for a category name; shows the server's message when the save fails. */
export function CategoryNameDialog({ title, initial = '', onSave, onClose }: Props) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!name.trim()) return setError('Введите название категории');
    setBusy(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            label="Название"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
          />
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Отмена</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Сохранить
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
