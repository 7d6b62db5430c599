import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';

/** «Удалить» with a confirmation: a deleted post leaves the public feed and cannot be restored. */
export function DeletePostButton({ title, onDelete }: { title: string; onDelete: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onDelete();
      setOpen(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Не удалось удалить новость');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteOutline />} onClick={() => setOpen(true)}>
        Удалить
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)}>
        <DialogTitle>Удалить новость «{title}»?</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          Новость исчезнет из ленты, восстановить её будет нельзя.
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Отмена
          </Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
            Удалить
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
