import { Alert } from '@mui/material';
import { personGenitive } from '@/i18n/genitive';
import { isImpersonating } from '@/router/session';
import { useShell } from './shell-context';

/** While an administrator acts as a user, a banner that does not go away names that user. */
export function ImpersonationBanner() {
  const { session, userName } = useShell();
  if (!session.authenticated || !isImpersonating(session)) return null;
  return (
    <Alert severity="warning" variant="filled" square role="status" sx={{ py: 0, justifyContent: 'center' }}>
      Вы работаете от имени {userName ? personGenitive(userName) : 'пользователя'}
    </Alert>
  );
}
