import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, okResponse } from '../../../contract/common';
import {
  createRoleBody,
  deleteRoleQuery,
  permissionsList,
  permissionsListResponse,
  role,
  rolesBulkQuery,
  rolesQuery,
  rolesResponse,
  updateRoleBody,
  updateRoleQuery,
} from '../../../contract/roles';
import { roles } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { audit } from '../../lib/audit';
import { routeOptions } from '../../openapi/route-options';
import { declaredPermission, organizationsWith, rowOrganization, withTenant } from '../../plugins/auth';
import {
  assertCanGrant,
  assertEditable,
  createRole,
  findRole,
  listRoles,
  pluralUsers,
  updateRole,
} from './roles';

const route = routeOptions(['Роли и пользователи'], [401, 403, 404, 409, 422]);

const roleNotFound = () => notFound('Роль не найдена');
const roleOrganization = (idOf?: (request: FastifyRequest) => number) =>
  rowOrganization(async (tx, id) => (await findRole(tx, id))?.organization_id, roleNotFound, idOf);

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/roles/permissions_list/',
    route('user', 'Все права с русскими названиями и группами', {
      response: { 200: permissionsListResponse },
    }),
    async () => permissionsList(),
  );

  app.get(
    '/v1/roles',
    route(
      { permission: 'role_r', organization: 'query' },
      'Роли организации (системные и созданные), с правами и числом пользователей',
      { querystring: rolesQuery, response: { 200: rolesResponse } },
    ),
    async (request) => {
      const { organization_id } = request.query;
      const items = await withTenant(request, (tx) => listRoles(tx, [organization_id]));
      return { items, total: items.length };
    },
  );

  app.get(
    '/v1/roles/roles_bulk',
    route(
      { permission: 'role_r' },
      'Роли нескольких организаций сразу: только тех, где у пользователя есть role_r (без organization_ids — всех таких)',
      { querystring: rolesBulkQuery, response: { 200: rolesResponse } },
    ),
    async (request) => {
      const allowed = organizationsWith(request, declaredPermission(request));
      const wanted = request.query.organization_ids;
      const ids = wanted ? allowed.filter((orgId) => wanted.includes(orgId)) : allowed;
      const items = await withTenant(request, (tx) => listRoles(tx, ids));
      return { items, total: items.length };
    },
  );

  app.get(
    '/v1/roles/:id',
    route(
      { permission: 'role_r', organization: roleOrganization() },
      'Роль (системная — только для чтения: is_system, изменить её нельзя)',
      { params: idParam, response: { 200: role } },
    ),
    async (request) => {
      const found = await withTenant(request, (tx) => findRole(tx, request.params.id));
      if (!found) throw roleNotFound();
      return found;
    },
  );

  app.post(
    '/v1/roles/',
    route({ permission: 'role_c', organization: 'body' }, 'Новая роль организации с набором прав', {
      body: createRoleBody,
      response: { 201: role },
    }),
    async (request, reply) => {
      const { organization_id, name, permissions } = request.body;
      assertCanGrant(request, organization_id, permissions);
      const created = await withTenant(request, async (tx) => {
        const roleId = await createRole(tx, organization_id, name, permissions);
        await audit(tx, request, {
          action: 'role_create',
          entity: 'role',
          entityId: roleId,
          organizationId: organization_id,
          details: { name, permissions },
        });
        const saved = await findRole(tx, roleId);
        if (!saved) throw notFound('Роль не найдена');
        return saved;
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/v1/roles',
    route(
      {
        permission: 'role_u',
        organization: roleOrganization((request) => (request.query as { role_id: number }).role_id),
      },
      'Изменение названия и прав роли (системные роли не меняются — 409)',
      { querystring: updateRoleQuery, body: updateRoleBody, response: { 200: role } },
    ),
    async (request) => {
      const { name, permissions } = request.body;
      return withTenant(request, async (tx) => {
        const found = await findRole(tx, request.query.role_id);
        if (!found) throw roleNotFound();
        assertEditable(found);
        assertCanGrant(request, found.organization_id, permissions);
        await updateRole(tx, found, name, permissions);
        await audit(tx, request, {
          action: 'role_update',
          entity: 'role',
          entityId: found.id,
          organizationId: found.organization_id,
          details: { name, permissions, before: { name: found.name, permissions: found.permissions } },
        });
        const updated = await findRole(tx, found.id);
        if (!updated) throw notFound('Роль не найдена');
        return updated;
      });
    },
  );

  app.delete(
    '/v1/roles/:id',
    route(
      { permission: 'role_u', organization: 'query' },
      'Удаление роли (не системной и никому не назначенной)',
      { params: idParam, querystring: deleteRoleQuery, response: { 200: okResponse } },
    ),
    async (request) => {
      const { organization_id } = request.query;
      await withTenant(request, async (tx) => {
        // Locked first: an assignment made meanwhile is counted, not silently cascaded away.
        await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, request.params.id)).for('update');
        const found = await findRole(tx, request.params.id);
        if (!found || found.organization_id !== organization_id) throw notFound('Роль не найдена');
        if (found.is_system) throw conflict('Системную роль нельзя удалить', 'SYSTEM_ROLE');
        if (found.users_count > 0) {
          throw conflict(
            `Роль «${found.name}» назначена ${pluralUsers(found.users_count)} — сначала снимите её с них`,
            'ROLE_IN_USE',
          );
        }
        // Its permissions go with it (ON DELETE CASCADE).
        await tx.delete(roles).where(eq(roles.id, found.id));
        await audit(tx, request, {
          action: 'role_delete',
          entity: 'role',
          entityId: found.id,
          organizationId: organization_id,
          details: { name: found.name, permissions: found.permissions },
        });
      });
      return { ok: true as const };
    },
  );
};
