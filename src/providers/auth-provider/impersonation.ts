import { notify } from '@/providers/notification';
import { queryClient } from '@/providers/query-client';
import { session } from '@/providers/session';
import { forgetMe, loadMe } from './identity';
import { revokeToken } from './revoke-token';

export const ADMIN_BACK_MESSAGE = 'Вы вернулись в режим администратора';

/** A fresh start for every screen: the data belonged to the other identity. */
async function switchIdentity(token: string) {
  session.setToken(token);
  forgetMe();
  await loadMe();
  await queryClient.resetQueries();
}

/**
 * An administrator starts acting as a user (spec 000 §4, step 2): the back-office token is kept,
 * back-office use is on, the user's token becomes the active one; then the app opens at /.
 */
export async function startImpersonation(accessToken: string) {
  const adminToken = session.getToken();
  if (!adminToken) throw new Error('Нет активной сессии администратора');
  session.setBackOfficeToken(adminToken);
  session.setBackOfficeUse(true);
  session.setShowNav(true);
  session.forgetActiveModule();
  try {
    await switchIdentity(accessToken);
  } catch (error) {
    session.setBackOfficeUse(false);
    await switchIdentity(adminToken);
    throw error;
  }
  window.location.assign('/');
}

/**
 * «Вернутся в админа» (spec 000 §4, step 3): restores the saved back-office token, hides the
 * navigation and says so; the caller goes to /admin/users.
 *
 * The order matters. The cookies switch back to the admin first, so every request from here on
 * goes out as the admin; only then is the impersonation ended on the server, with the user's token
 * named explicitly (not read from the cookie). A request of the user's screens that meets the
 * revoked token late is not the session's any more (see isStaleToken) and logs nobody out, and a
 * failed revoke leaves the admin signed in: the user's token then simply expires.
 */
export async function returnToAdmin() {
  const adminToken = session.getBackOfficeToken();
  if (!adminToken) throw new Error('Нет сохранённой сессии администратора');
  const userToken = session.getToken();
  session.setBackOfficeUse(false);
  session.setShowNav(false);
  try {
    await switchIdentity(adminToken);
  } finally {
    // Even if the admin's own session turned out to be over, the user's session ends here.
    if (userToken && userToken !== adminToken) await revokeToken(userToken).catch(() => undefined);
  }
  notify(ADMIN_BACK_MESSAGE);
}
