import type { Partnership } from '@contract/partnerships';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { messageOf } from '@/providers/form-errors';
import { notify } from '@/providers/notification';
import { respondToInvitation, type Side } from './respond';

/** «Принять» / «Отклонить» for an invitation the other side sent; nothing otherwise. */
export function RespondButtons({
  side,
  partnership,
  organizationId,
  onDone,
  size = 'small',
}: {
  side: Side;
  partnership: Partnership;
  organizationId: number;
  onDone: () => void;
  size?: 'small' | 'medium';
}) {
  const [busy, setBusy] = useState(false);
  if (!partnership.can_respond) return null;
  const answer = async (status: 'active' | 'declined') => {
    setBusy(true);
    try {
      await respondToInvitation(side, partnership.id, organizationId, status);
      notify(status === 'active' ? 'Приглашение принято' : 'Приглашение отклонено');
      onDone();
    } catch (error) {
      notify(messageOf(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  const name = partnership.partner.name;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size={size}
        variant="contained"
        disabled={busy}
        aria-label={`Принять приглашение «${name}»`}
        onClick={(event) => {
          event.stopPropagation();
          void answer('active');
        }}
      >
        Принять
      </Button>
      <Button
        size={size}
        color="error"
        disabled={busy}
        aria-label={`Отклонить приглашение «${name}»`}
        onClick={(event) => {
          event.stopPropagation();
          void answer('declined');
        }}
      >
        Отклонить
      </Button>
    </Stack>
  );
}
