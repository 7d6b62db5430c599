import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PERMISSION_NAMES, PERMISSIONS, type Permission } from '../../../contract/permissions';
import type { Role } from '../../../contract/roles';
import type { Queryable } from '../../db/client';
import { organizations, rolePermissions, roles, userRoles } from '../../db/schema';
import { AppError, conflict, forbidden } from '../../errors';
import { currentUser } from '../../plugins/auth';

const permissionOrder = new Map(PERMISSION_NAMES.map((name, index) => [name, index]));
const byContractOrder = (names: string[]) =>
  [...names].sort(
    (a, b) => (permissionOrder.get(a as Permission) ?? 0) - (permissionOrder.get(b as Permission) ?? 0),
  );

/** Roles of the organizations with their permissions and how many users hold each; system roles first. */
export async function listRoles(db: Queryable, organizationIds: number[]): Promise<Role[]> {
  if (organizationIds.length === 0) return [];
  const rows = await db
    .select({
      id: roles.id,
      organization_id: roles.organizationId,
      organization_name: organizations.name,
      name: roles.name,
      is_system: roles.isSystem,
      permissions: sql<
        string[]
      >`coalesce((select array_agg(rp.permission) from role_permissions rp where rp.role_id = ${roles.id}), '{}')`,
      users_count: sql<number>`(select count(*)::int from user_roles ur where ur.role_id = ${roles.id})`,
    })
    .from(roles)
    .innerJoin(organizations, eq(organizations.id, roles.organizationId))
    .where(inArray(roles.organizationId, organizationIds))
    .orderBy(asc(organizations.name), asc(roles.organizationId), desc(roles.isSystem), asc(roles.name));
  return rows.map((row) => ({
    ...row,
    users_count: Number(row.users_count),
    permissions: byContractOrder(row.permissions),
  }));
}

export async function findRole(db: Queryable, roleId: number): Promise<Role | null> {
  const [row] = await db
    .select({ organizationId: roles.organizationId })
    .from(roles)
    .where(eq(roles.id, roleId));
  if (!row) return null;
  return (await listRoles(db, [row.organizationId])).find((r) => r.id === roleId) ?? null;
}

export async function createRole(
  db: Queryable,
  organizationId: number,
  name: string,
  permissions: Permission[],
) {
  await assertNameFree(db, organizationId, name);
  const [created] = await db.insert(roles).values({ organizationId, name }).returning({ id: roles.id });
  await setRolePermissions(db, organizationId, created.id, permissions);
  return created.id;
}

export async function updateRole(db: Queryable, role: Role, name: string, permissions: Permission[]) {
  await assertNameFree(db, role.organization_id, name, role.id);
  await db.update(roles).set({ name, updatedAt: new Date() }).where(eq(roles.id, role.id));
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, role.id));
  await setRolePermissions(db, role.organization_id, role.id, permissions);
}

async function setRolePermissions(
  db: Queryable,
  organizationId: number,
  roleId: number,
  permissions: Permission[],
) {
  if (permissions.length === 0) return;
  await db
    .insert(rolePermissions)
    .values(permissions.map((permission) => ({ organizationId, roleId, permission })));
}

async function assertNameFree(db: Queryable, organizationId: number, name: string, exceptId?: number) {
  const [same] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), sql`lower(${roles.name}) = lower(${name})`));
  if (same && same.id !== exceptId) {
    throw new AppError(409, 'DUPLICATE', `Роль «${name}» уже есть в этой организации`, {
      name: 'Такая роль уже есть',
    });
  }
}

export function assertEditable(role: Role) {
  if (role.is_system) throw conflict('Системную роль нельзя изменить', 'SYSTEM_ROLE');
}

const quoted = (names: Permission[]) => names.map((name) => `«${PERMISSIONS[name].label}»`).join(', ');

/** Nobody hands out rights they do not hold themselves in that organization. */
export function assertCanGrant(
  request: FastifyRequest,
  organizationId: number,
  permissions: Iterable<string>,
) {
  const held = currentUser(request).memberships.get(organizationId) ?? new Set<Permission>();
  const missing = [...permissions].filter((p) => !held.has(p as Permission)) as Permission[];
  if (missing.length > 0) {
    throw forbidden(
      `Нельзя выдать права, которых нет у вас самих: ${quoted(byContractOrder(missing) as Permission[])}`,
    );
  }
}

/** Changing someone's roles needs at least every right they hold there. */
export function assertCanManage(
  request: FastifyRequest,
  organizationId: number,
  targetPermissions: Iterable<string>,
) {
  const held = currentUser(request).memberships.get(organizationId) ?? new Set<Permission>();
  if ([...targetPermissions].some((p) => !held.has(p as Permission))) {
    throw forbidden('Нельзя менять роли пользователя, у которого больше прав, чем у вас');
  }
}

/**
 * Serializes changes of memberships in one organization (two requests removing the last two
 * administrators at once give one success and one 409), then checks an administrator remains.
 */
export async function lockMemberships(db: Queryable, organizationId: number) {
  await db.execute(
    sql`select id from roles where organization_id = ${organizationId} and system_key = 'admin' for update`,
  );
}

export async function assertAdminRemains(db: Queryable, organizationId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.organizationId, organizationId), eq(roles.systemKey, 'admin')));
  if (Number(row?.count ?? 0) === 0) {
    throw conflict(
      'Нельзя снять роль «Администратор» с последнего администратора организации — сначала назначьте другого',
      'LAST_ADMIN',
    );
  }
}

/** 422 on `field` unless the role belongs to the organization; answers its permissions. */
export async function roleOfOrganization(
  db: Queryable,
  organizationId: number,
  roleId: number,
  field: string,
) {
  const role = await findRole(db, roleId);
  if (!role || role.organization_id !== organizationId) {
    throw new AppError(422, 'VALIDATION_ERROR', 'Роль не найдена в этой организации', {
      [field]: 'Выберите роль этой организации',
    });
  }
  return role;
}

export function pluralUsers(n: number) {
  const mod10 = n % 10;
  const mod100 = n % 100;
  return mod10 === 1 && mod100 !== 11 ? `${n} пользователю` : `${n} пользователям`;
}
