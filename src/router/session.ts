import type { ModulesSetting } from '@contract/modules';
import type { AccessMap } from '@contract/permissions';

/** What the shell needs to know about the session (spec 000 §3 "Session state"). */
export interface ShellSession {
  authenticated: boolean;
  /** The logged-in user has the back-office role. */
  isBackOffice: boolean;
  /** The back-office-use flag: on while an administrator acts as another user. */
  backOfficeUse: boolean;
  /** A saved back-office token exists (cookie back-office-token). */
  hasBackOfficeToken: boolean;
  isOrgAdmin: boolean;
  showNav: boolean;
  /** The user access map; null while unknown (then pages are not refused). */
  access: AccessMap | null;
  modules: ModulesSetting;
  /** The user chose the short-path menu: organization-admin-only links go to admins only. */
  shortPathMenu: boolean;
}

/** An administrator acting as another user (spec 000 §4). */
export const isImpersonating = (s: ShellSession) => s.hasBackOfficeToken && s.backOfficeUse;

/** A back-office user in their own session, not acting as anyone. */
export const isBackOfficeAtHome = (s: ShellSession) => s.isBackOffice && !s.backOfficeUse;
