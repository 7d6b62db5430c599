import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { isPermission, PERMISSIONS, type Permission } from '../../contract/permissions';
import type { Memberships } from '../areas/auth/memberships';
import type { AppConfig } from '../config';
import type { TenantMode, Tx } from '../db/client';
import { impersonations, rolePermissions, userRoles, users } from '../db/schema';
import { badRequest, forbidden, notFound, unauthorized } from '../errors';
import { createTokenService, type TokenClaims, type TokenService } from '../lib/jwt';
import { createUserCache, type UserCache } from '../lib/user-cache';

/**
 * Who may call a route. Every /v1 and /api_a route declares it in `config.access`; the
 * authorization matrix (tests/api/security) reads these declarations from the route table.
 * - public: anyone; a valid token is still read when sent.
 * - user: every logged-in user.
 * - { permission, organization }: a user holding the permission (any of several) in the
 *   organization the route acts on; a preHandler (after validation) resolves that organization
 *   and enforces it: 404 outside it, 403 without the permission. Without `organization` the
 *   handler checks itself (a list spanning the user's organizations: listableOrganizations).
 * - back_office: the back-office role, never through an impersonation token.
 */
export type RouteAccess =
  | 'public'
  | 'user'
  | 'back_office'
  | { permission: Permission | Permission[]; organization?: OrganizationSource };

/**
 * Where the organization a route acts on comes from:
 * - 'query' | 'params' | 'body': that part's `organization_id`; 'params.id' names another field.
 *   An absent (optional) field checks nothing: the route then spans the user's organizations
 *   and its handler narrows with listableOrganizations(request, declaredPermission(request)).
 * - a resolver loading the row's organization (routes on /…/:id); null answers 404.
 */
export type OrganizationSource =
  | OrganizationPart
  | `${OrganizationPart}.${string}`
  | ((request: FastifyRequest) => number | null | Promise<number | null>);
type OrganizationPart = 'query' | 'params' | 'body';

export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  isBackOffice: boolean;
  impersonation: { id: number; adminId: number } | null;
  memberships: Memberships;
}

export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route's zod schemas (params, querystring, body, response): the fuzz suite generates from them. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    userCache: UserCache<CurrentUser>;
    /** Every /v1 and /api_a route with its declared access: the authorization matrix reads it. */
    apiRoutes: ApiRoute[];
  }
  interface FastifyRequest {
    user: CurrentUser | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

const API_PREFIXES = ['/v1/', '/api_a/'];

export const isApiRoute = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** 404 when the user is not in the organization (never reveal it exists), 403 without the permission (any of several). */
export function requirePermission(
  request: FastifyRequest,
  permission: Permission | Permission[],
  organizationId: number,
) {
  const held = currentUser(request).memberships.get(organizationId);
  if (!held) throw notFound();
  if (![permission].flat().some((name) => held.has(name))) throw missingPermission(permission);
}

/** The one permission the route declares in config.access: lists read it instead of a second literal. */
export function declaredPermission(request: FastifyRequest): Permission {
  const access = request.routeOptions.config.access;
  if (typeof access !== 'object' || Array.isArray(access.permission)) {
    throw new Error(`Route ${request.routeOptions.url} declares no single permission`);
  }
  return access.permission;
}

/**
 * A resolver for config.access on a route about one row (/…/:id): the row's organization as the user
 * sees it (row-level security hides other organizations' rows); `missing` when there is none.
 */
export function rowOrganization(
  load: (tx: Tx, id: number, request: FastifyRequest) => Promise<number | null | undefined>,
  missing: () => Error = notFound,
  idOf: (request: FastifyRequest) => number = (request) => Number((request.params as { id?: unknown }).id),
) {
  return async (request: FastifyRequest) => {
    const id = idOf(request);
    const loaded = await withTenant(request, (tx) => load(tx, id, request), 'read');
    // Number(): a bigint column arrives as a string from node-postgres.
    const organizationId = loaded == null ? null : Number(loaded);
    if (organizationId === null || !currentUser(request).memberships.has(organizationId)) throw missing();
    return organizationId;
  };
}

/** The organization config.access names for this request; undefined when the route spans them all. */
async function declaredOrganization(request: FastifyRequest, source: OrganizationSource) {
  if (typeof source === 'function') {
    const resolved = await source(request);
    if (resolved === null) throw notFound();
    return resolved;
  }
  const [part, field = 'organization_id'] = source.split('.') as [OrganizationPart, string?];
  const values = (part === 'query' ? request.query : part === 'params' ? request.params : request.body) as
    | Record<string, unknown>
    | undefined;
  const value = values?.[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number') throw new Error(`config.access.organization ${source} is not a number`);
  return value;
}

/** 403 naming the missing permission (any of several) by its Russian label, as the SPA shows it. */
export function missingPermission(permission: Permission | Permission[]) {
  const labels = [permission].flat().map((name) => `«${PERMISSIONS[name].label}»`);
  return forbidden(`Недостаточно прав: нужно право ${labels.join(' или ')}`);
}

/**
 * The organizations a list spanning the user's organizations reads: those holding the permission.
 * One rule for every list: none at all is a 403 naming the permission, never an empty 200.
 */
export function listableOrganizations(request: FastifyRequest, permission: Permission): number[] {
  const orgIds = organizationsWith(request, permission);
  if (orgIds.length === 0) throw missingPermission(permission);
  return orgIds;
}

/**
 * The organization a call that may leave `organization_id` out acts on: the one it names, else the
 * caller's only organization holding the permission. None: 403; several: 422 asking to name one.
 */
export function namedOrSoleOrganization(
  request: FastifyRequest,
  named: number | undefined,
  permission: Permission,
): number {
  if (named !== undefined) return named;
  const held = listableOrganizations(request, permission);
  if (held.length === 1) return held[0];
  throw badRequest('Укажите организацию (параметр organization_id): у вас их несколько с этим правом', {
    organization_id: 'Укажите организацию',
  });
}

export function requireMember(request: FastifyRequest, organizationId: number) {
  if (!currentUser(request).memberships.has(organizationId)) throw notFound();
}

/** Organizations where the user holds the permission. */
export function organizationsWith(request: FastifyRequest, permission: Permission): number[] {
  const result: number[] = [];
  for (const [orgId, held] of currentUser(request).memberships) if (held.has(permission)) result.push(orgId);
  return result;
}

/**
 * Runs fn as the row-level-security role, limited to the user's organizations (DESIGN §5 layer 3).
 * A GET reads and cannot write; any other request writes in one transaction, so a failed request
 * changes nothing. A GET that must write (a token created on first read) asks for 'write'.
 */
export function withTenant<T>(
  request: FastifyRequest,
  fn: (tx: Tx) => Promise<T>,
  mode: TenantMode = READ_METHODS.has(request.method) ? 'read' : 'write',
): Promise<T> {
  const orgIds = request.user ? [...request.user.memberships.keys()] : [];
  return request.server.database.tenant(orgIds, mode, fn);
}

const READ_METHODS = new Set(['GET', 'HEAD']);

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

async function resolveUser(app: FastifyInstance, token: string): Promise<CurrentUser | null> {
  const cached = app.userCache.get(token);
  if (cached) return cached;
  const generation = app.userCache.generation();
  const claims = await app.tokens.verify(token);
  if (!claims) return null;
  const user = await loadUser(app, claims);
  if (user && claims.expiresAt) app.userCache.set(token, user, claims.expiresAt * 1000, generation);
  return user;
}

export async function loadUser(app: FastifyInstance, claims: TokenClaims): Promise<CurrentUser | null> {
  // The user and their permissions per organization in one round trip.
  const rows = await app.db
    .select({ user: users, organizationId: userRoles.organizationId, permission: rolePermissions.permission })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(users.id, claims.userId));
  const user = rows[0]?.user;
  if (!user || user.tokenVersion !== claims.version) return null;
  const memberships: Memberships = new Map();
  for (const row of rows) {
    if (row.organizationId === null) continue;
    let held = memberships.get(row.organizationId);
    if (!held) {
      held = new Set();
      memberships.set(row.organizationId, held);
    }
    if (row.permission && isPermission(row.permission)) held.add(row.permission);
  }
  let impersonation: CurrentUser['impersonation'] = null;
  if (claims.impersonationId) {
    const [row] = await app.db
      .select()
      .from(impersonations)
      .where(eq(impersonations.id, claims.impersonationId));
    if (!row || row.endedAt || row.userId !== user.id || row.adminId !== claims.adminId) return null;
    impersonation = { id: row.id, adminId: row.adminId };
  }
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isBackOffice: user.isBackOffice,
    impersonation,
    memberships,
  };
}

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    app.decorate('tokens', createTokenService(opts.config.jwtSecret));
    const userCache = createUserCache<CurrentUser>({ max: 10_000, ttlMs: 60_000 });
    app.decorate('userCache', userCache);
    // Other processes' changes arrive as NOTIFY; this process's own writes clear it before their
    // response leaves, so the caller's next request already sees them.
    await app.database.listen('users_changed', () => userCache.clear());
    app.addHook('onSend', async (request) => {
      if (!READ_METHODS.has(request.method)) userCache.clear();
    });
    app.decorateRequest('user', null);
    const apiRoutes: ApiRoute[] = [];
    app.decorate('apiRoutes', apiRoutes);

    app.addHook('onRoute', (route) => {
      if (!isApiRoute(route.url)) return;
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${route.method} ${route.url} declares no config.access`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access, schema: route.schema });
      }
      const guard = async (request: FastifyRequest) => {
        const token = bearer(request);
        if (access === 'public') {
          if (token) request.user = await resolveUser(app, token);
          return;
        }
        if (!token) throw unauthorized();
        const user = await resolveUser(app, token);
        if (!user) throw unauthorized('Сессия истекла, войдите снова', 'SESSION_EXPIRED');
        request.user = user;
        if (access === 'back_office' && (!user.isBackOffice || user.impersonation)) {
          throw forbidden('Доступно только администраторам платформы');
        }
      };
      // onRequest: an anonymous caller is refused before its body is even parsed.
      route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
      if (typeof access === 'object' && access.organization) {
        const { permission, organization } = access;
        // preHandler: after validation, so the organization is read from a checked request.
        const check = async (request: FastifyRequest) => {
          const organizationId = await declaredOrganization(request, organization);
          if (organizationId !== undefined) requirePermission(request, permission, organizationId);
        };
        route.preHandler = [check, ...[route.preHandler ?? []].flat()];
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
