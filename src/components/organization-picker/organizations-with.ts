import { type Permission, SYSTEM_ROLES } from '@contract/permissions';
import type { Me } from '@contract/users';

type MeOrganization = Me['organizations'][number];

const systemRolePermissions = new Map<string, readonly Permission[]>(
  SYSTEM_ROLES.map((role) => [role.name, role.permissions]),
);

/**
 * Whether the user holds a permission in one organization. /v1/users/me gives roles per
 * organization but the access map only merged, so: an organization admin holds everything; a
 * system role grants its known permissions; a custom role is judged by the merged access map
 * (the server still refuses a call the role does not allow).
 */
export function holdsIn(org: MeOrganization, permission: Permission, me: Pick<Me, 'access'>): boolean {
  if (org.is_admin) return true;
  return org.roles.some((role) => {
    const known = role.is_system ? systemRolePermissions.get(role.name) : undefined;
    return known ? known.includes(permission) : me.access[permission] === true;
  });
}

/** The user's organizations where they hold the permission; all of them when none is asked. */
export function organizationsWith(me: Pick<Me, 'access' | 'organizations'>, permission?: Permission) {
  return permission ? me.organizations.filter((org) => holdsIn(org, permission, me)) : me.organizations;
}
