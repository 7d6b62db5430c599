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
 * «Вернутся в админа» (spec 000 §4, step 3): ends the impersonation on the server, restores the
 * saved back-office token, hides the navigation and says so. The caller goes to /admin/users.
 */
export async function returnToAdmin() {
  const adminToken = session.getBackOfficeToken();
  if (!adminToken) throw new Error('Нет сохранённой сессии администратора');
  const userToken = session.getToken();
  if (userToken && userToken !== adminToken) await revokeToken(userToken);
  session.setBackOfficeUse(false);
  session.setShowNav(false);
  await switchIdentity(adminToken);
  notify(ADMIN_BACK_MESSAGE);
}
