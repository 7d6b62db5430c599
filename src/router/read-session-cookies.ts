import { DEFAULT_MODULES } from '@contract/module-keys';
import type { AccessMap } from '@contract/permissions';
import type { Me } from '@contract/users';
import { session } from '@/providers/session';
import type { ShellSession } from './session';

/** The shell's view of the session: the cookies of spec 000 §3, refined by the loaded user. */
export function readShellSession(me: Me | undefined): ShellSession {
  return {
    authenticated: Boolean(session.getToken()),
    isBackOffice: me?.is_back_office ?? false,
    backOfficeUse: session.getBackOfficeUse(),
    hasBackOfficeToken: Boolean(session.getBackOfficeToken()),
    isOrgAdmin: me?.is_org_admin ?? session.getUserAdminOrg(),
    showNav: session.getShowNav(),
    access: (me?.access as AccessMap | undefined) ?? session.getAccess() ?? null,
    modules: me?.modules ?? session.getModules() ?? DEFAULT_MODULES,
    shortPathMenu: (me?.settings ?? session.getSettings())?.short_path_menu ?? false,
  };
}
