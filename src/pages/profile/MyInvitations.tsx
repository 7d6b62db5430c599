import type { MyInvitation } from '@contract/invitations';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '@/i18n/format';
import { useMe } from '@/providers/auth-provider';
import { messageOf } from '@/providers/form-errors';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';

/** Invitations into organizations waiting for the user's «Принять» or «Отклонить». */
export function MyInvitations() {
  const { refetch: refetchMe } = useMe();
  const invitations = useQuery({
    queryKey: ['my-invitations'],
    queryFn: async () => (await http.get<{ items: MyInvitation[] }>('/v1/users/invitations')).items,
  });
  const [busy, setBusy] = useState(false);
  const answer = async (invitation: MyInvitation, accept: boolean) => {
    setBusy(true);
    try {
      await http.post(`/v1/users/invitations/${invitation.id}/${accept ? 'accept' : 'decline'}`);
      notify(
        accept
          ? `Вы вступили в организацию «${invitation.organization.name}»`
          : `Приглашение в «${invitation.organization.name}» отклонено`,
      );
      await invitations.refetch();
      if (accept) await refetchMe();
    } catch (error) {
      notify(messageOf(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  if (invitations.error) return <Alert severity="error">{messageOf(invitations.error)}</Alert>;
  if (!invitations.data?.length) return null;
  return (
    <Box component="section" aria-labelledby="profile-invitations">
      <Typography variant="h2" id="profile-invitations" sx={{ mb: 1 }}>
        Приглашения
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {invitations.data.map((invitation) => (
          <Box component="li" key={invitation.id}>
            <Typography>
              «{invitation.organization.name}» приглашает вас с ролью «{invitation.role_name}» (до{' '}
              {formatDate(invitation.expires_at)})
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
              <Button
                size="small"
                variant="contained"
                disabled={busy}
                onClick={() => void answer(invitation, true)}
              >
                Принять
              </Button>
              <Button size="small" disabled={busy} onClick={() => void answer(invitation, false)}>
                Отклонить
              </Button>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
