import { boolQuery, id, isoDateTime, listQuery, listResponse, oneLine } from './common';
import { z } from './zod';

/** Back-office calls under /api_a: users, impersonations, global categories, organizations. */

const searchText = (label: string) =>
  z
    .string({ error: `${label}: ожидается строка` })
    .trim()
    .max(255, `${label}: не длиннее 255 символов`)
    .optional();

export const ADMIN_USERS_SORT = ['name', 'email', 'last_login_at'] as const;
export const adminUsersQuery = listQuery(ADMIN_USERS_SORT).extend({
  name: searchText('Имя'),
  email: searchText('E-mail'),
  organization_id: id.optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

const namedRef = z.object({ id: z.number(), name: z.string() });
const personRef = namedRef.extend({ email: z.string() });

export const adminUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  last_login_at: isoDateTime.nullable(),
  is_back_office: z.boolean(),
  organizations: z.array(namedRef),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUsersList = listResponse(adminUser);

export const impersonationsQuery = listQuery(['started_at', 'ended_at'] as const).extend({
  admin_id: id.optional(),
  user_id: id.optional(),
});
export type ImpersonationsQuery = z.infer<typeof impersonationsQuery>;

export const impersonation = z.object({
  id: z.number(),
  admin: personRef,
  user: personRef,
  reason: z.string(),
  started_at: isoDateTime,
  ended_at: isoDateTime.nullable(),
  actions_count: z.number(),
});
export type Impersonation = z.infer<typeof impersonation>;
export const impersonationsList = listResponse(impersonation);

/** One audit_log row written while the admin acted as the user. */
export const impersonationAction = z.object({
  id: z.number(),
  at: isoDateTime,
  action: z.string(),
  entity: z.string().nullable(),
  entity_id: z.string().nullable(),
  organization_id: z.number().nullable(),
  user: personRef.nullable(),
  real_user: personRef.nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type ImpersonationAction = z.infer<typeof impersonationAction>;
export const impersonationActionsList = listResponse(impersonationAction);
export const impersonationActionsQuery = listQuery(['at'] as const, { defaultLimit: 100 });

export const createGlobalCategoryBody = z.strictObject({
  name: oneLine(120, 'Название'),
  parent_id: id.nullish(),
  is_main_nav_enabled: z.boolean({ error: 'Показ в меню: ожидается да или нет' }).default(true),
});
export type CreateGlobalCategoryBody = z.infer<typeof createGlobalCategoryBody>;

export const updateGlobalCategoryBody = z
  .strictObject({
    name: oneLine(120, 'Название').optional(),
    parent_id: id.nullish(),
    is_main_nav_enabled: z.boolean({ error: 'Показ в меню: ожидается да или нет' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Нечего изменять: передайте name, parent_id или is_main_nav_enabled',
  });
export type UpdateGlobalCategoryBody = z.infer<typeof updateGlobalCategoryBody>;

export const moveBeforeQuery = z.object({ before_node_id: id });
export const moveAfterQuery = z.object({ after_node_id: id });

export const ADMIN_ORGANIZATIONS_MAX_LIMIT = 9999;
export const adminOrganizationsQuery = listQuery(['name', 'created_at'] as const, {
  maxLimit: ADMIN_ORGANIZATIONS_MAX_LIMIT,
}).extend({
  name: searchText('Название'),
  is_test_org: boolQuery.optional(),
});
export type AdminOrganizationsQuery = z.infer<typeof adminOrganizationsQuery>;

export const adminOrganization = z.object({
  id: z.number(),
  name: z.string(),
  inn: z.string().nullable(),
  is_test_org: z.boolean(),
  module_client: z.boolean(),
  module_supplier: z.boolean(),
  users_count: z.number(),
  created_at: isoDateTime,
});
export type AdminOrganization = z.infer<typeof adminOrganization>;
export const adminOrganizationsList = listResponse(adminOrganization);

export const updateAdminOrganizationBody = z.strictObject({
  is_test_org: z.boolean({ error: 'Тестовая организация: ожидается да или нет' }),
});
