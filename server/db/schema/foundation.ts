import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const idCol = () => bigserial('id', { mode: 'number' }).primaryKey();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
export const updatedAt = () => ts('updated_at').notNull().defaultNow();
/** created_at and updated_at of a row that is changed after it is made. */
export const timestamps = { createdAt: createdAt(), updatedAt: updatedAt() };
export { ts as timestamptz };

export interface UserSettings {
  start_intro_client: boolean;
  start_intro_supplier: boolean;
  short_path_menu?: boolean;
}

export const users = pgTable('users', {
  id: idCol(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  phone: text('phone'),
  passwordHash: text('password_hash').notNull(),
  emailVerifiedAt: ts('email_verified_at'),
  tokenVersion: integer('token_version').notNull().default(1),
  isBackOffice: boolean('is_back_office').notNull().default(false),
  settings: jsonb('settings').$type<UserSettings>().notNull(),
  lastLoginAt: ts('last_login_at'),
  ...timestamps,
});

export const organizations = pgTable('organizations', {
  id: idCol(),
  name: text('name').notNull(),
  inn: text('inn'),
  kpp: text('kpp'),
  ogrn: text('ogrn'),
  moduleClient: boolean('module_client').notNull().default(false),
  moduleSupplier: boolean('module_supplier').notNull().default(false),
  moduleInventory: boolean('module_inventory').notNull().default(false),
  moduleSetting: boolean('module_setting').notNull().default(true),
  moduleNews: boolean('module_news').notNull().default(true),
  isTestOrg: boolean('is_test_org').notNull().default(false),
  timeZone: text('time_zone').notNull().default('Europe/Moscow'),
  logoKey: text('logo_key'),
  apiToken: text('api_token'),
  apiTokenCreatedAt: ts('api_token_created_at'),
  createdBy: ref('created_by'),
  ...timestamps,
});

export const permissions = pgTable('permissions', {
  name: text('name').primaryKey(),
  label: text('label').notNull(),
  groupName: text('group_name').notNull(),
});

export const roles = pgTable('roles', {
  id: idCol(),
  organizationId: ref('organization_id').notNull(),
  name: text('name').notNull(),
  isSystem: boolean('is_system').notNull().default(false),
  systemKey: text('system_key'),
  ...timestamps,
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    organizationId: ref('organization_id').notNull(),
    roleId: ref('role_id').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: ref('user_id').notNull(),
    organizationId: ref('organization_id').notNull(),
    roleId: ref('role_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export type UserTokenKind = 'verify_email' | 'reset_password' | 'invite';
export const userTokens = pgTable('user_tokens', {
  id: idCol(),
  userId: ref('user_id'),
  kind: text('kind').$type<UserTokenKind>().notNull(),
  tokenHash: text('token_hash').notNull(),
  email: text('email'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

export const impersonations = pgTable('impersonations', {
  id: idCol(),
  adminId: ref('admin_id').notNull(),
  userId: ref('user_id').notNull(),
  reason: text('reason').notNull(),
  startedAt: ts('started_at').notNull().defaultNow(),
  endedAt: ts('ended_at'),
});

export const auditLog = pgTable('audit_log', {
  id: idCol(),
  at: ts('at').notNull().defaultNow(),
  userId: ref('user_id'),
  realUserId: ref('real_user_id'),
  impersonationId: ref('impersonation_id'),
  organizationId: ref('organization_id'),
  action: text('action').notNull(),
  entity: text('entity'),
  entityId: text('entity_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  ip: text('ip'),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: ts('reset_at').notNull(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    userId: ref('user_id').notNull(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body'),
    /** SHA-256 of the request body the key was first used with (null: no body, or stored before 0024). */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
