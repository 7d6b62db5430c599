import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../contract/common';
import { mergeAccess } from '../../../contract/permissions';
import {
  accessControls,
  accessControlsQuery,
  organizationUser,
  organizationUsersQuery,
  organizationUsersResponse,
  updateAccessControlsBody,
  userRoleQuery,
} from '../../../contract/roles';
import type { Queryable } from '../../db/client';
import { userRoles } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { audit } from '../../lib/audit';
import { routeOptions } from '../../openapi/route-options';
import {
  currentUser,
  declaredPermission,
  requireMember,
  requirePermission,
  withTenant,
} from '../../plugins/auth';
import { listOrganizationUsers, rolesOfUser } from './organization-users';
import {
  assertAdminRemains,
  assertCanGrant,
  assertCanManage,
  findRole,
  lockMemberships,
  roleOfOrganization,
} from './roles';

const route = routeOptions(['Роли и пользователи'], [401, 403, 404, 409, 422]);
const notMember = () => notFound('Пользователь не найден в этой организации');

/** The user's roles in the organization; 404 when they are not its member. */
async function memberRoles(db: Queryable, organizationId: number, userId: number) {
  const found = await rolesOfUser(db, organizationId, userId);
  if (found.roles.length === 0) throw notMember();
  return found;
}

async function organizationUserOf(db: Queryable, organizationId: number, userId: number) {
  const page = await listOrganizationUsers(db, {
    organizationId,
    userId,
    orderBy: 'asc',
    limit: 1,
    offset: 0,
  });
  if (!page.items[0]) throw notMember();
  return page.items[0];
}

const TARGET_FIELDS = { organization_id: 'Организация', user_id: 'Пользователь' } as const;

/** PUT names its user as the GET does (query) or in the body; both may be given when they agree. */
async function takeTargetFromQuery(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const target = body as Record<string, unknown>;
  for (const [field, label] of Object.entries(TARGET_FIELDS)) {
    const fromQuery = query[field];
    if (fromQuery === undefined || fromQuery === '') continue;
    if (target[field] === undefined) target[field] = fromQuery;
    else if (String(target[field]) !== String(fromQuery)) {
      const detail = `${label}: в строке запроса ${fromQuery}, а в теле ${target[field]} — укажите одно значение`;
      throw badRequest(detail, { [field]: detail });
    }
  }
}

export const userRolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/roles/user_access_controls',
    route(
      { permission: 'user_r' },
      'Роли пользователя в организации и объединённая карта его прав там (user_r или сам пользователь)',
      { querystring: accessControlsQuery, response: { 200: accessControls } },
    ),
    async (request) => {
      const { organization_id, user_id } = request.query;
      // Checked here, not declared: a user reads their own roles without the permission.
      if (user_id === currentUser(request).id) requireMember(request, organization_id);
      else requirePermission(request, declaredPermission(request), organization_id);
      const found = await withTenant(request, (tx) => memberRoles(tx, organization_id, user_id));
      return { organization_id, user_id, roles: found.roles, access: mergeAccess([found.permissions]) };
    },
  );

  app.put(
    '/v1/roles/user_access_controls',
    {
      ...route(
        { permission: 'user_u', organization: 'body' },
        'Замена всех ролей пользователя в организации (последнего администратора не снять — 409); organization_id и user_id — в теле или в строке запроса, как у GET',
        {
          querystring: accessControlsQuery.partial(),
          body: updateAccessControlsBody,
          response: { 200: accessControls },
        },
      ),
      preValidation: takeTargetFromQuery,
    },
    async (request) => {
      const { organization_id, user_id, role_ids } = request.body;
      const found = await withTenant(request, async (tx) => {
        await lockMemberships(tx, organization_id);
        const current = await memberRoles(tx, organization_id, user_id);
        assertCanManage(request, organization_id, current.permissions);
        const held = new Set(current.roles.map((r) => r.id));
        const wanted = new Set(role_ids);
        for (const roleId of wanted) {
          if (held.has(roleId)) continue;
          const role = await roleOfOrganization(tx, organization_id, roleId, 'role_ids');
          assertCanGrant(request, organization_id, role.permissions);
        }
        const removed = [...held].filter((roleId) => !wanted.has(roleId));
        const added = [...wanted].filter((roleId) => !held.has(roleId));
        if (removed.length > 0) {
          await tx
            .delete(userRoles)
            .where(and(eq(userRoles.userId, user_id), inArray(userRoles.roleId, removed)));
        }
        if (added.length > 0) {
          await tx
            .insert(userRoles)
            .values(added.map((roleId) => ({ userId: user_id, organizationId: organization_id, roleId })));
        }
        await assertAdminRemains(tx, organization_id);
        await audit(tx, request, {
          action: 'user_roles_replace',
          entity: 'user',
          entityId: user_id,
          organizationId: organization_id,
          details: { added, removed },
        });
        return rolesOfUser(tx, organization_id, user_id);
      });
      return { organization_id, user_id, roles: found.roles, access: mergeAccess([found.permissions]) };
    },
  );

  app.get(
    '/v1/user_roles/',
    route(
      { permission: 'user_r' },
      'Пользователи организации с их ролями: без user_id — список для экрана «Пользователи» (limit/offset, ' +
        'search по имени или e-mail, order_field name|email); с user_id — один пользователь (ему самому user_r не нужен)',
      { querystring: organizationUsersQuery, response: { 200: organizationUsersResponse } },
    ),
    async (request) => {
      const q = request.query;
      // Checked here, not declared: a user reads their own roles without the permission.
      if (q.user_id === currentUser(request).id) requireMember(request, q.organization_id);
      else requirePermission(request, declaredPermission(request), q.organization_id);
      const page = await withTenant(request, (tx) =>
        listOrganizationUsers(tx, {
          organizationId: q.organization_id,
          userId: q.user_id,
          search: q.search || undefined,
          orderField: q.order_field,
          orderBy: q.order_by,
          limit: q.limit,
          offset: q.offset,
        }),
      );
      if (q.user_id && page.items.length === 0) throw notMember();
      return page;
    },
  );

  app.post(
    '/v1/user_roles',
    route({ permission: 'user_u', organization: 'query' }, 'Добавить роль пользователю организации', {
      querystring: userRoleQuery,
      response: { 200: organizationUser },
    }),
    async (request) => {
      const { organization_id, user_id, role_id } = request.query;
      return withTenant(request, async (tx) => {
        await lockMemberships(tx, organization_id);
        const current = await memberRoles(tx, organization_id, user_id);
        const role = await findRole(tx, role_id);
        if (!role || role.organization_id !== organization_id) throw notFound('Роль не найдена');
        assertCanManage(request, organization_id, current.permissions);
        assertCanGrant(request, organization_id, role.permissions);
        await tx
          .insert(userRoles)
          .values({ userId: user_id, organizationId: organization_id, roleId: role_id })
          .onConflictDoNothing();
        await audit(tx, request, {
          action: 'user_role_add',
          entity: 'user',
          entityId: user_id,
          organizationId: organization_id,
          details: { role_id },
        });
        return organizationUserOf(tx, organization_id, user_id);
      });
    },
  );

  app.delete(
    '/v1/user_roles',
    route(
      { permission: 'user_u', organization: 'query' },
      'Снять роль с пользователя (последнего администратора не снять — 409)',
      { querystring: userRoleQuery, response: { 200: okResponse } },
    ),
    async (request) => {
      const { organization_id, user_id, role_id } = request.query;
      await withTenant(request, async (tx) => {
        await lockMemberships(tx, organization_id);
        const current = await memberRoles(tx, organization_id, user_id);
        if (!current.roles.some((r) => r.id === role_id)) throw notFound('У пользователя нет этой роли');
        assertCanManage(request, organization_id, current.permissions);
        await tx.delete(userRoles).where(and(eq(userRoles.userId, user_id), eq(userRoles.roleId, role_id)));
        await assertAdminRemains(tx, organization_id);
        await audit(tx, request, {
          action: 'user_role_remove',
          entity: 'user',
          entityId: user_id,
          organizationId: organization_id,
          details: { role_id },
        });
      });
      return { ok: true as const };
    },
  );
};
