import { id, idList, isoDateTime, listQuery, listResponse, oneLine, ownedNamedRow } from './common';
import { isPermission, PERMISSION_GROUPS, PERMISSIONS, type Permission } from './permissions';
import { z } from './zod';

/** Permission names chosen for a role; unknown names are one 422 on `permissions`. */
export const permissionNames = z
  .array(z.string({ error: 'Право — это строка' }).max(100), { error: 'Укажите список прав' })
  .max(200, 'Слишком много прав')
  .superRefine((names, ctx) => {
    const unknown = names.filter((name) => !isPermission(name));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `Неизвестные права: ${unknown.join(', ')}` });
    }
  })
  .transform((names) => [...new Set(names)] as Permission[]);

export const permissionItem = z.object({ name: z.string(), label: z.string(), group: z.string() });
export const permissionsListResponse = z.object({
  items: z.array(permissionItem),
  groups: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type PermissionsList = z.infer<typeof permissionsListResponse>;

export const role = z
  .object({
    ...ownedNamedRow(),
    is_system: z.boolean(),
    permissions: z.array(z.string()),
    users_count: z.number().int(),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof role>;

export const rolesQuery = z.object({ organization_id: id });
export const rolesBulkQuery = z.object({ organization_ids: idList });
export const rolesResponse = listResponse(role);

export const createRoleBody = z.strictObject({
  organization_id: id,
  name: oneLine(100, 'Название роли'),
  permissions: permissionNames,
});
export type CreateRoleBody = z.input<typeof createRoleBody>;

export const updateRoleQuery = z.object({ role_id: id });
export const updateRoleBody = z.strictObject({
  name: oneLine(100, 'Название роли'),
  permissions: permissionNames,
});
/** The role form of the SPA (the organization comes from the route). */
export const roleForm = z.object({
  organization_id: z.number().optional(),
  name: oneLine(100, 'Название роли'),
  permissions: z.array(z.string()).max(200),
});
export type RoleFormValues = z.infer<typeof roleForm>;
export const deleteRoleQuery = z.object({ organization_id: id });

/** Role of a user in an organization, as shown in chips and pickers. */
export const roleRef = z.object({ id: z.number(), name: z.string(), is_system: z.boolean() });

export const accessControlsQuery = z.object({ organization_id: id, user_id: id });
export const accessControls = z.object({
  organization_id: z.number(),
  user_id: z.number(),
  roles: z.array(roleRef),
  /** The merged map of this user in this organization: a permission holds if any role grants it. */
  access: z.record(z.string(), z.boolean()),
});
export type AccessControls = z.infer<typeof accessControls>;
export const updateAccessControlsBody = z.strictObject({
  organization_id: id,
  user_id: id,
  role_ids: z.array(id, { error: 'Укажите список ролей' }).max(100, 'Слишком много ролей'),
});

export const ORGANIZATION_USER_SORT_FIELDS = ['name', 'email'] as const;
export const organizationUsersQuery = listQuery(ORGANIZATION_USER_SORT_FIELDS).extend({
  organization_id: id,
  user_id: id.optional(),
  search: z.string().trim().max(200, 'Слишком длинная строка поиска').optional(),
});
export const organizationUser = z
  .object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    last_login_at: isoDateTime.nullable(),
    roles: z.array(roleRef),
  })
  .meta({ id: 'OrganizationUser' });
export type OrganizationUser = z.infer<typeof organizationUser>;
export const organizationUsersResponse = listResponse(organizationUser);

export const userRoleQuery = z.object({ organization_id: id, user_id: id, role_id: id });

/** The permission list in the order and wording of contract/permissions.ts. */
export function permissionsList(): PermissionsList {
  return {
    items: Object.entries(PERMISSIONS).map(([name, def]) => ({ name, label: def.label, group: def.group })),
    groups: Object.entries(PERMISSION_GROUPS).map(([key, label]) => ({ key, label })),
  };
}
