import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rolePermissions, roles, userRoles, users } from '../../db/schema';

/** Roles of the user in the organization with their permissions (empty when not a member). */
export async function rolesOfUser(db: Queryable, organizationId: number, userId: number) {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      is_system: roles.isSystem,
      permission: rolePermissions.permission,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(and(eq(userRoles.organizationId, organizationId), eq(userRoles.userId, userId)))
    .orderBy(desc(roles.isSystem), asc(roles.name));
  const list = new Map<number, { id: number; name: string; is_system: boolean }>();
  const permissions = new Set<string>();
  for (const row of rows) {
    list.set(row.id, { id: row.id, name: row.name, is_system: row.is_system });
    if (row.permission) permissions.add(row.permission);
  }
  return { roles: [...list.values()], permissions };
}

export interface OrganizationUsersFilter {
  organizationId: number;
  userId?: number;
  search?: string;
  orderField?: 'name' | 'email';
  orderBy: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users of an organization with their roles there, paged, searched by name or e-mail. */
export async function listOrganizationUsers(db: Queryable, filter: OrganizationUsersFilter) {
  const where = and(
    sql`exists (select 1 from user_roles ur where ur.user_id = ${users.id} and ur.organization_id = ${filter.organizationId})`,
    filter.userId ? eq(users.id, filter.userId) : undefined,
    filter.search
      ? or(ilike(users.name, likePattern(filter.search)), ilike(users.email, likePattern(filter.search)))
      : undefined,
  );
  const column = filter.orderField === 'email' ? users.email : users.name;
  const direction = filter.orderBy === 'desc' ? desc : asc;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  const page = await db
    .select({ id: users.id, name: users.name, email: users.email, lastLoginAt: users.lastLoginAt })
    .from(users)
    .where(where)
    .orderBy(direction(column), asc(users.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const roleRows =
    page.length === 0
      ? []
      : await db
          .select({ userId: userRoles.userId, id: roles.id, name: roles.name, is_system: roles.isSystem })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(
            and(
              eq(userRoles.organizationId, filter.organizationId),
              inArray(
                userRoles.userId,
                page.map((u) => u.id),
              ),
            ),
          )
          .orderBy(desc(roles.isSystem), asc(roles.name));
  const items = page.map((user) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    last_login_at: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    roles: roleRows.filter((r) => r.userId === user.id).map(({ userId: _, ...r }) => r),
  }));
  return { items, total: Number(total) };
}
