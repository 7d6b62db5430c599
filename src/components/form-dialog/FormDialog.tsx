import { Alert, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

/**
 * A form in a dialog: its title, the error of the last attempt, the fields, «Отмена» and «Сохранить»
 * (after `actions`, e.g. «Удалить», when given).
 */
export function FormDialog({
  title,
  error,
  busy,
  onSave,
  onClose,
  actions,
  children,
}: {
  title: string;
  error: string | null;
  busy: boolean;
  onSave(): void;
  onClose(): void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DialogFrame
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      title={title}
      actions={
        <>
          {actions}
          <Button onClick={onClose}>Отмена</Button>
          <Button variant="contained" disabled={busy} onClick={onSave}>
            Сохранить
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {error && <Alert severity="error">{error}</Alert>}
        {children}
      </Stack>
    </DialogFrame>
  );
}
