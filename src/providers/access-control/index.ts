import type { AccessMap, Permission } from '@contract/permissions';
import type { AccessControlProvider, CanParams } from '@refinedev/core';
import { loadMe } from '@/providers/auth-provider';
import { session } from '@/providers/session';
import { resources } from '@/resources';

export type RequiredPermission = Permission | readonly Permission[] | undefined;

/**
 * True when every required permission is granted in the access map. Nothing required → true;
 * something required but no map (logged out, not loaded) → false.
 */
export function hasPermissions(access: AccessMap | null | undefined, required: RequiredPermission): boolean {
  const needed = required === undefined ? [] : typeof required === 'string' ? [required] : required;
  if (needed.length === 0) return true;
  if (!access) return false;
  return needed.every((permission) => access[permission] === true);
}

/** The permission a resource declares in meta.permission (from the Refine resource or our registry). */
export function requiredPermissionOf({
  resource,
  params,
}: Pick<CanParams, 'resource' | 'params'>): RequiredPermission {
  const fromMeta = params?.resource?.meta?.permission as RequiredPermission;
  if (fromMeta !== undefined) return fromMeta;
  const name = resource ?? params?.resource?.name;
  return resources.find((r) => r.name === name)?.meta.permission;
}

/** The access map of the session: the user-access cookie, else the user loaded once per session. */
async function sessionAccess(): Promise<AccessMap | null> {
  const fromCookie = session.getAccess();
  if (fromCookie) return fromCookie;
  if (!session.getToken()) return null;
  try {
    return (await loadMe()).access as AccessMap;
  } catch {
    return null;
  }
}

export const accessControlProvider: AccessControlProvider = {
  async can({ resource, params }) {
    const required = requiredPermissionOf({ resource, params });
    if (hasPermissions(null, required)) return { can: true };
    const can = hasPermissions(await sessionAccess(), required);
    return can ? { can } : { can, reason: 'Недостаточно прав' };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: false } },
};
