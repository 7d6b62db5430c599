import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { HttpError } from '@/providers/http';

/** «Сохранить вид как…»: a name and whether the list opens with it. */
export function SaveViewDialog({
  onSave,
  onClose,
}: {
  onSave: (name: string, isDefault: boolean) => Promise<unknown>;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSave(name, isDefault);
      onClose();
    } catch (e) {
      setError(e instanceof HttpError ? (e.fields?.name ?? e.detail) : 'Не удалось сохранить вид');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Сохранить вид списка</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Название вида"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') save();
          }}
          error={error !== null}
          helperText={error ?? 'Фильтры, сортировка и колонки списка, как сейчас'}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <FormControlLabel
          control={<Checkbox checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />}
          label="Открывать список с этим видом"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          Сохранить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
