import { type ReactNode, useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MODULE_FLAG, type ModuleId } from '@/modules/types';
import { returnToAdmin, useMe } from '@/providers/auth-provider';
import { session as cookies } from '@/providers/session';
import { activeModuleOf, navModuleFor, switcherEntries, visibleNav } from '@/router/gating';
import { readShellSession } from '@/router/read-session-cookies';
import { isImpersonating } from '@/router/session';
import { NAV_BY_MODULE, ROUTES } from '@/router/shell-table';
import { ShellContext, type ShellState } from './shell-context';

const hasFlag = (id: ModuleId | undefined): id is ModuleId =>
  id !== undefined && MODULE_FLAG[id] !== undefined;

/**
 * Derives the session, the active module and the gated navigation for the whole shell. It is
 * derived again on every navigation and whenever the current user is (re)loaded, so the cookies it
 * reads are always current.
 *
 * The user arrives through react-query's store, which React renders synchronously: everything
 * under the shell (the header, the menus, the page the guards held back) would render in one task.
 * The shell takes the new user in a deferred render instead, in slices a slow phone can interrupt
 * (issue 27: Total Blocking Time); its context changes only when what it derives from does.
 */
export function ShellProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: meNow, isError: failedNow, refetch } = useMe();
  const me = useDeferredValue(meNow);
  const failed = useDeferredValue(failedNow);
  const fromRoute = activeModuleOf(pathname, ROUTES);
  const remembered = cookies.getActiveModule();
  const activeModule = fromRoute ?? (hasFlag(remembered) ? remembered : undefined);

  useEffect(() => {
    if (hasFlag(fromRoute)) cookies.setActiveModule(fromRoute);
  }, [fromRoute]);

  const backToAdmin = useCallback(async () => {
    await returnToAdmin();
    navigate('/admin/users');
  }, [navigate]);

  const openAdminPage = useCallback(
    async (path: string) => {
      // From an impersonated session: restore the admin, end the user's token, then go there.
      if (isImpersonating(readShellSession(undefined))) await returnToAdmin();
      navigate(path);
    },
    [navigate],
  );

  const reloadUser = useCallback(async () => {
    await refetch();
  }, [refetch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation reads the session cookies again (a sign-in or a switch of user always navigates)
  const state = useMemo<ShellState>(() => {
    const session = readShellSession(me);
    const navOf = (module: ModuleId) => visibleNav(NAV_BY_MODULE[module], session);
    const navModule = navModuleFor(session, activeModule);
    return {
      session,
      userName: me?.name ?? null,
      userLoaded: !session.authenticated || me !== undefined || failed,
      settings: me?.settings ?? null,
      reloadUser,
      activeModule,
      nav: navModule ? navOf(navModule) : [],
      navOf,
      switcher: switcherEntries(session, (module) => NAV_BY_MODULE[module]),
      returnToAdmin: backToAdmin,
      openAdminPage,
    };
  }, [me, failed, pathname, activeModule, reloadUser, backToAdmin, openAdminPage]);
  return <ShellContext.Provider value={state}>{children}</ShellContext.Provider>;
}
