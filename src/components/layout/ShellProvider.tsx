import { type ReactNode, useCallback, useEffect } from 'react';
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
 * Derives the session, the active module and the gated navigation for the whole shell. It renders
 * again on every navigation and whenever the current user is (re)loaded, so the cookies it reads
 * are always current.
 */
export function ShellProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const { refetch } = me;
  const session = readShellSession(me.data);
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

  const navOf = (module: ModuleId) => visibleNav(NAV_BY_MODULE[module], session);
  const navModule = navModuleFor(session, activeModule);
  const state: ShellState = {
    session,
    userName: me.data?.name ?? null,
    userLoaded: !session.authenticated || me.data !== undefined || me.isError,
    settings: me.data?.settings ?? null,
    reloadUser,
    activeModule,
    nav: navModule ? navOf(navModule) : [],
    navOf,
    switcher: switcherEntries(session, (module) => NAV_BY_MODULE[module]),
    returnToAdmin: backToAdmin,
    openAdminPage,
  };
  return <ShellContext.Provider value={state}>{children}</ShellContext.Provider>;
}
