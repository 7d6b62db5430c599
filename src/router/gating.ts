import type { AccessMap, Permission } from '@contract/permissions';
import { matchPath } from 'react-router';
import { moduleOfSegment, SWITCHER_MODULES } from '@/modules';
import type { ModuleDef, ModuleId } from '@/modules/types';
import type { NavItem, ShellRoute } from './derive';
import { isBackOfficeAtHome, isImpersonating, type ShellSession } from './session';

const allGranted = (needed: readonly Permission[], access: AccessMap | null) =>
  needed.every((p) => access?.[p] === true);

/**
 * Menu link gating (spec 000 §6): every menu permission must be granted, and so must the page
 * permission of the screen it leads to (issue 20: never offer a link that ends at «Нет доступа»).
 * In the short-path menu variant the user chose, organization-admin-only items show only to
 * organization admins.
 */
export function visibleNav(items: readonly NavItem[], session: ShellSession): NavItem[] {
  return items.filter(
    (item) =>
      allGranted(item.menuPermission, session.access) &&
      allGranted(item.pagePermission ?? [], session.access) &&
      (!session.shortPathMenu || !item.orgAdminOnly || session.isOrgAdmin),
  );
}

/**
 * Page permission check before each navigation (spec 000 §6): pages not in the map are open;
 * without an access map nothing is refused.
 */
export function canOpenPage(
  name: string,
  map: Record<string, Permission[]>,
  access: AccessMap | null,
): boolean {
  const needed = map[name];
  if (!needed || !access) return true;
  return needed.every((p) => access[p] === true);
}

export const showTopNav = (s: ShellSession) => s.authenticated && s.showNav;
export const showReturnToAdmin = (s: ShellSession) => showTopNav(s) && isImpersonating(s);
/** The Admin menu entry appears only when a back-office token exists (spec 000 §4). */
export const showAdminEntry = (s: ShellSession) => s.authenticated && s.hasBackOfficeToken;

/** The group the top navigation shows: the admin group for a back-office user at home. */
export const navModuleFor = (s: ShellSession, active: ModuleId | undefined): ModuleId | undefined =>
  isBackOfficeAtHome(s) ? 'admin' : active;

export interface SwitcherEntry {
  module: ModuleDef;
  disabled: boolean;
}

/**
 * Module switcher entries: greyed out when the flag is off, or for a back-office user at home.
 * A module that is on but has no screen the user may open (a buyer and «Документы») is not offered.
 */
export function switcherEntries(
  s: ShellSession,
  navOf: (module: ModuleId) => readonly NavItem[] = () => [],
): SwitcherEntry[] {
  return SWITCHER_MODULES.map((module) => ({
    module,
    disabled:
      (module.flag !== undefined && !s.modules[module.flag]) ||
      (module.disabledForBackOffice === true && isBackOfficeAtHome(s)),
  })).filter(({ module, disabled }) => {
    const nav = navOf(module.id);
    return disabled || !s.access || nav.length === 0 || visibleNav(nav, s).length > 0;
  });
}

/** The route of the table a path matches, if any. */
export const matchRoute = (pathname: string, routes: readonly ShellRoute[]) =>
  routes.find((route) => matchPath({ path: route.path, end: true }, pathname));

/** The active module: the module of the matched resource route, else the first path segment's. */
export function activeModuleOf(pathname: string, routes: readonly ShellRoute[]): ModuleId | undefined {
  const route = matchRoute(pathname, routes);
  if (route && route.module !== 'general' && route.module !== 'catalog') return route.module;
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  const module = moduleOfSegment(segment);
  return module && module.id !== 'catalog' ? module.id : undefined;
}
