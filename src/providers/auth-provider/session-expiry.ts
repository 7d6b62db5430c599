import { onHttpError } from '@/providers/http';
import { session } from '@/providers/session';
import { isStaleToken, SESSION_EXPIRED_PAGE } from './auth-provider';
import { forgetMe } from './identity';

/**
 * Spec 000 §8: a 401 on any call — inside Refine's hooks or not — logs the user out and opens
 * /login?message=session. Only a session that exists can expire: a wrong password on the login
 * form (also a 401) happens without a token and is left to the form.
 */
export function watchSessionExpiry(goTo: (path: string) => void = (path) => window.location.replace(path)) {
  const unsubscribe = onHttpError((error) => {
    if (error.statusCode !== 401 || !session.getToken() || isStaleToken(error)) return;
    session.clear();
    forgetMe();
    goTo(SESSION_EXPIRED_PAGE);
  });
  return () => {
    unsubscribe();
  };
}
