import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { isPermission, PERMISSIONS, type Permission } from '../../contract/permissions';
import type { Memberships } from '../areas/auth/memberships';
import type { AppConfig } from '../config';
import type { TenantMode, Tx } from '../db/client';
import { impersonations, rolePermissions, userRoles, users } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../errors';
import { createTokenService, type TokenClaims, type TokenService } from '../lib/jwt';
import { createUserCache, type UserCache } from '../lib/user-cache';

/**
 * Who may call a route. Every /v1 and /api_a route declares it in `config.access`; the
 * authorization matrix (tests/api/security) reads these declarations from the route table.
 * - public: anyone; a valid token is still read when sent.
 * - user: every logged-in user.
 * - { permission }: a user holding the permission in the organization the route acts on
 *   (the handler calls requirePermission with that organization).
 * - back_office: the back-office role, never through an impersonation token.
 */
export type RouteAccess = 'public' | 'user' | 'back_office' | { permission: Permission | Permission[] };

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

/** 404 when the user is not in the organization (never reveal it exists), 403 without the permission. */
export function requirePermission(request: FastifyRequest, permission: Permission, organizationId: number) {
  const user = currentUser(request);
  const held = user.memberships.get(organizationId);
  if (!held) throw notFound();
  if (!held.has(permission)) throw missingPermission(permission);
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
      const existing = route.onRequest;
      route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
