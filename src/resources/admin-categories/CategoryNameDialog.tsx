import { Button, TextField } from '@mui/material';
import { useState } from 'react';
import { DialogFrame } from '@/components/form-dialog/DialogFrame';
import type { CategoryTreeApi } from './use-category-tree';

export type NameDialogState =
  | { mode: 'create'; parentId: number | null; parentName?: string }
  | { mode: 'rename'; id: number; name: string };

/** Name of a new category (at the root or under a parent) or the new name of an existing one. */
export function CategoryNameDialog({
  state,
  api,
  onClose,
}: {
  state: NameDialogState;
  api: CategoryTreeApi;
  onClose: () => void;
}) {
  const [name, setName] = useState(state.mode === 'rename' ? state.name : '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const empty = name.trim() === '';
  const title =
    state.mode === 'rename'
      ? 'Переименовать категорию'
      : state.parentName
        ? `Новая подкатегория в «${state.parentName}»`
        : 'Новая категория';

  const submit = async () => {
    setTouched(true);
    if (empty) return;
    setBusy(true);
    const done =
      state.mode === 'rename'
        ? await api.rename(state.id, name.trim())
        : await api.create(name.trim(), state.parentId);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <DialogFrame
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      title={title}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            Отмена
          </Button>
          <Button variant="contained" onClick={submit} disabled={busy}>
            Сохранить
          </Button>
        </>
      }
    >
      <TextField
        autoFocus
        fullWidth
        required
        margin="dense"
        label="Название"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void submit();
        }}
        error={touched && empty}
        helperText={touched && empty ? 'Введите название категории' : ' '}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
    </DialogFrame>
  );
}
