import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, okResponse } from '../../../contract/common';
import {
  DELETE_BLOCKED_MESSAGE,
  organization,
  organizationCreateBody,
  organizationsQuery,
  organizationsResponse,
  organizationToken,
  organizationUpdateBody,
} from '../../../contract/organizations';
import type { Tx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../errors';
import { auditOrganization } from '../../lib/audit';
import { hitRateLimit } from '../../lib/rate-limit';
import { errorResponses } from '../../openapi/error-responses';
import { routeOptions } from '../../openapi/route-options';
import { currentUser, withTenant } from '../../plugins/auth';
import { createOrganization } from './organizations';
import { organizationRows } from './organizations-columns';
import {
  canEditOrganization,
  listOrganizationRows,
  organizationAsSeen,
  toOrganization,
} from './organizations-view';
import { isReferenced, ORGANIZATION_DOCUMENT_TABLES } from './usage';

const route = routeOptions(['Организации'], [401, 403, 404, 409, 422]);
const newToken = () => randomBytes(32).toString('base64url');
const ORGANIZATIONS_PER_DAY = { max: 10, windowSec: 24 * 3600 };

/**
 * organization_c in any of the user's organizations; a user in none (just registered, or invited
 * nowhere yet) may create their first one (docs/decisions.md).
 */
function assertMayCreateOrganization(request: FastifyRequest) {
  const { memberships } = currentUser(request);
  if (memberships.size === 0) return;
  if ([...memberships.values()].some((held) => held.has('organization_c'))) return;
  throw forbidden('Недостаточно прав: нужно право «Создание организаций»');
}

export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = (tx: Tx, request: FastifyRequest, id: number, editable?: boolean) =>
    organizationAsSeen(tx, request, id, app.storage.urlOf, editable);

  app.get(
    '/v1/organizations/',
    route('user', 'Мои организации (фильтры name, ids; сортировка id, name)', {
      querystring: organizationsQuery,
      response: { 200: organizationsResponse },
    }),
    async (request) => {
      const q = request.query;
      const mine = [...currentUser(request).memberships.keys()];
      const ids = q.ids ? mine.filter((id) => q.ids?.includes(id)) : mine;
      return withTenant(request, async (tx) => {
        const { rows, total } = await listOrganizationRows(tx, {
          ids,
          name: q.name,
          orderField: q.order_field,
          orderBy: q.order_by,
          limit: q.limit,
          offset: q.offset,
        });
        return {
          items: rows.map((row) =>
            toOrganization(row, canEditOrganization(request, row.org.id), app.storage.urlOf),
          ),
          total,
        };
      });
    },
  );

  app.get(
    '/v1/organizations/:id',
    route(
      { permission: 'organization_r', organization: 'params.id' },
      'Организация с публичной информацией, логотипом и модулями',
      { params: idParam, response: { 200: organization } },
    ),
    async (request) => {
      return withTenant(request, (tx) => view(tx, request, request.params.id));
    },
  );

  const readToken = async (tx: Tx, id: number, regenerate: boolean) => {
    if (regenerate) {
      await tx
        .update(organizationRows)
        .set({ apiToken: newToken(), apiTokenCreatedAt: new Date() })
        .where(eq(organizationRows.id, id));
    }
    const [row] = await tx.select().from(organizationRows).where(eq(organizationRows.id, id)).for('update');
    if (!row) throw notFound('Организация не найдена');
    if (row.apiToken && row.apiTokenCreatedAt) {
      return { token: row.apiToken, created_at: row.apiTokenCreatedAt.toISOString() };
    }
    const created = { token: newToken(), at: new Date() };
    await tx
      .update(organizationRows)
      .set({ apiToken: created.token, apiTokenCreatedAt: created.at })
      .where(eq(organizationRows.id, id));
    return { token: created.token, created_at: created.at.toISOString() };
  };

  app.get(
    '/v1/organizations/:id/token',
    route(
      { permission: 'organization_u', organization: 'params.id' },
      'Токен приглашения/API организации (создаётся при первом запросе; перевыпуск — PUT)',
      { params: idParam, response: { 200: organizationToken } },
    ),
    async (request) => {
      // The first read creates the token.
      return withTenant(request, (tx) => readToken(tx, request.params.id, false), 'write');
    },
  );

  app.put(
    '/v1/organizations/:id/token',
    route(
      { permission: 'organization_u', organization: 'params.id' },
      'Перевыпуск токена организации: прежний перестаёт действовать',
      { params: idParam, response: { 200: organizationToken } },
    ),
    async (request) => {
      const { id } = request.params;
      return withTenant(request, async (tx) => {
        const token = await readToken(tx, id, true);
        await auditOrganization(tx, request, 'organization_token_regenerate', id);
        return token;
      });
    },
  );

  app.post(
    '/v1/organizations/',
    route(
      'user',
      'Новая организация: создатель становится её администратором (право organization_c; ' +
        'первую организацию может создать любой пользователь)',
      { body: organizationCreateBody, response: { 201: organization, ...errorResponses(429) } },
    ),
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      assertMayCreateOrganization(request);
      await hitRateLimit(
        app.db,
        `organization_create:user:${user.id}`,
        ORGANIZATIONS_PER_DAY,
        'Слишком много новых организаций за сутки. Попробуйте завтра.',
      );
      // Not withTenant: the new organization is not among the caller's yet, and its system roles are
      // written under the row-level policy of a user who does not belong to it.
      const created = await app.db.transaction(async (tx) => {
        // A branch (a second organization with an INN) is added from an organization holding it.
        const mayBranchFrom = [...user.memberships].filter(([, held]) => held.has('organization_c'));
        await tx.execute(
          sql`SELECT set_config('app.org_ids', ${mayBranchFrom.map(([id]) => id).join(',')}, true)`,
        );
        const { organization: org } = await createOrganization(tx, body, user.id);
        await auditOrganization(tx, request, 'organization_create', org.id);
        return view(tx, request, org.id, true);
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/v1/organizations/:id',
    route(
      { permission: 'organization_u', organization: 'params.id' },
      'Изменение названия, реквизитов (ИНН, КПП, ОГРН) и модулей',
      { params: idParam, body: organizationUpdateBody, response: { 200: organization } },
    ),
    async (request) => {
      const { id } = request.params;
      const b = request.body;
      return withTenant(request, async (tx) => {
        await tx
          .update(organizationRows)
          .set({
            name: b.name,
            inn: b.inn,
            kpp: b.kpp,
            ogrn: b.ogrn,
            moduleClient: b.module_client,
            moduleSupplier: b.module_supplier,
            moduleInventory: b.module_inventory,
            moduleSetting: b.module_setting,
            moduleNews: b.module_news,
            timeZone: b.time_zone,
            updatedAt: new Date(),
          })
          .where(eq(organizationRows.id, id));
        await auditOrganization(tx, request, 'organization_update', id, { fields: Object.keys(b) });
        return view(tx, request, id);
      });
    },
  );

  app.delete(
    '/v1/organizations/:id',
    route(
      { permission: 'organization_u', organization: 'params.id' },
      'Удаление организации (409, пока по ней есть документы или товары)',
      { params: idParam, response: { 200: okResponse } },
    ),
    async (request) => {
      const { id } = request.params;
      const logoKey = await withTenant(request, async (tx) => {
        const [row] = await tx
          .select()
          .from(organizationRows)
          .where(eq(organizationRows.id, id))
          .for('update');
        if (!row) throw notFound('Организация не найдена');
        if (await isReferenced(tx, ORGANIZATION_DOCUMENT_TABLES, id)) {
          throw conflict(DELETE_BLOCKED_MESSAGE, 'ORGANIZATION_IN_USE');
        }
        await tx.delete(organizationRows).where(eq(organizationRows.id, id));
        await auditOrganization(tx, request, 'organization_delete', id, { name: row.name });
        return row.logoKey;
      });
      if (logoKey) await app.storage.remove(logoKey);
      return { ok: true as const };
    },
  );
};
