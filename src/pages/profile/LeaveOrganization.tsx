import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useMe } from '@/providers/auth-provider';
import { messageOf } from '@/providers/form-errors';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';

/** «Выйти из организации» with a confirmation; the last administrator is refused by the server. */
export function LeaveOrganization({ organization }: { organization: { id: number; name: string } }) {
  const { refetch: refetchMe } = useMe();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    try {
      await http.delete(`/v1/organizations/${organization.id}/membership`);
      notify(`Вы вышли из организации «${organization.name}»`);
      setOpen(false);
      await refetchMe();
    } catch (error) {
      notify(messageOf(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        Выйти из организации
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`leave-${organization.id}`}>
        <DialogTitle id={`leave-${organization.id}`}>Выйти из «{organization.name}»?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Вы потеряете доступ к данным организации. Вернуться можно только по новому приглашению.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Отмена</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => void leave()}>
            Выйти
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
