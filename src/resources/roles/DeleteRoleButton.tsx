import type { Role } from '@contract/roles';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Button, DialogContentText, IconButton } from '@mui/material';
import { useDelete } from '@refinedev/core';
import { useState } from 'react';
import { DialogFrame } from '@/components/form-dialog/DialogFrame';

/** Asks before deleting; the server refuses roles that are still assigned, with its own message. */
export function DeleteRoleButton({ role, onDeleted }: { role: Role; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const { mutate, mutation } = useDelete();
  const confirm = () =>
    mutate(
      {
        resource: 'roles',
        id: role.id,
        meta: { query: { organization_id: role.organization_id } },
        successNotification: { message: `Роль «${role.name}» удалена`, type: 'success' },
        errorNotification: (error) => ({
          message: error?.message ?? 'Не удалось удалить роль',
          type: 'error',
        }),
      },
      {
        onSuccess: onDeleted,
        onSettled: () => setOpen(false),
      },
    );
  return (
    <>
      <IconButton edge="end" aria-label={`Удалить роль «${role.name}»`} onClick={() => setOpen(true)}>
        <DeleteOutline />
      </IconButton>
      <DialogFrame
        open={open}
        onClose={() => setOpen(false)}
        title={<>Удалить роль «{role.name}»?</>}
        actions={
          <>
            <Button onClick={() => setOpen(false)}>Отмена</Button>
            <Button color="error" onClick={confirm} disabled={mutation.isPending}>
              Удалить
            </Button>
          </>
        }
      >
        <DialogContentText>
          Роль и её набор прав будут удалены без возможности восстановления.
        </DialogContentText>
      </DialogFrame>
    </>
  );
}
