import { eq, inArray } from 'drizzle-orm';
import { type AccessMap, isPermission, mergeAccess, type Permission } from '../../../contract/permissions';
import type { Queryable } from '../../db/client';
import { organizations, rolePermissions, roles, userRoles } from '../../db/schema';

/** organization id → the permissions the user holds there (OR over their roles in it). */
export type Memberships = Map<number, Set<Permission>>;

export async function loadMemberships(db: Queryable, userId: number): Promise<Memberships> {
  const rows = await db
    .select({ organizationId: userRoles.organizationId, permission: rolePermissions.permission })
    .from(userRoles)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  const memberships: Memberships = new Map();
  for (const row of rows) {
    let set = memberships.get(row.organizationId);
    if (!set) {
      set = new Set();
      memberships.set(row.organizationId, set);
    }
    if (row.permission && isPermission(row.permission)) set.add(row.permission);
  }
  return memberships;
}

export function accessMapOf(memberships: Memberships): AccessMap {
  return mergeAccess(memberships.values());
}

export interface OrganizationMembership {
  id: number;
  name: string;
  is_admin: boolean;
  roles: { id: number; name: string; is_system: boolean }[];
  modules: {
    module_client: boolean;
    module_supplier: boolean;
    module_inventory: boolean;
    module_setting: boolean;
    module_news: boolean;
  };
  time_zone: string;
}

/** The user's organizations with their roles there, for /users/me and the organization pickers. */
export async function loadOrganizationsOf(db: Queryable, userId: number): Promise<OrganizationMembership[]> {
  const rows = await db
    .select({
      org: organizations,
      roleId: roles.id,
      roleName: roles.name,
      isSystem: roles.isSystem,
      systemKey: roles.systemKey,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(eq(userRoles.userId, userId))
    .orderBy(organizations.name, roles.name);
  const byOrg = new Map<number, OrganizationMembership>();
  for (const row of rows) {
    let entry = byOrg.get(row.org.id);
    if (!entry) {
      entry = {
        id: row.org.id,
        name: row.org.name,
        is_admin: false,
        roles: [],
        modules: {
          module_client: row.org.moduleClient,
          module_supplier: row.org.moduleSupplier,
          module_inventory: row.org.moduleInventory,
          module_setting: row.org.moduleSetting,
          module_news: row.org.moduleNews,
        },
        time_zone: row.org.timeZone,
      };
      byOrg.set(row.org.id, entry);
    }
    entry.roles.push({ id: row.roleId, name: row.roleName, is_system: row.isSystem });
    if (row.systemKey === 'admin') entry.is_admin = true;
  }
  return [...byOrg.values()];
}

/** Ids of the organizations whose members include the given users (used by admin filters). */
export async function organizationIdsOfUsers(db: Queryable, userIds: number[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: userRoles.organizationId })
    .from(userRoles)
    .where(inArray(userRoles.userId, userIds));
  return rows.map((r) => r.id);
}
