import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, okResponse } from '../../contract/common';
import {
  DELETE_BLOCKED_MESSAGE,
  organization,
  organizationCreateBody,
  organizationsQuery,
  organizationsResponse,
  organizationToken,
  organizationUpdateBody,
  publicInfoBody,
} from '../../contract/organizations';
import type { Tx } from '../db/client';
import { conflict, notFound } from '../errors';
import { currentUser, requireMember, requirePermission, withTenant } from '../plugins/auth';
import { audit } from '../services/audit';
import { createOrganization } from '../services/organizations';
import { organizationRows } from '../services/organizations-columns';
import { readLogoUpload } from '../services/organizations-logo';
import { savePublicInfo } from '../services/organizations-public-info';
import { isReferenced, ORGANIZATION_DOCUMENT_TABLES } from '../services/organizations-usage';
import { findOrganizationRow, listOrganizationRows, toOrganization } from '../services/organizations-view';

const TAGS = ['Организации'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const fileErrors = { ...errors, 413: errorBody, 415: errorBody };
const canEdit = (request: FastifyRequest, orgId: number) =>
  currentUser(request).memberships.get(orgId)?.has('organization_u') ?? false;
const newToken = () => randomBytes(32).toString('base64url');

export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = async (tx: Tx, request: FastifyRequest, id: number, editable = canEdit(request, id)) => {
    const row = await findOrganizationRow(tx, id);
    if (!row) throw notFound('Организация не найдена');
    return toOrganization(row, editable, app.storage.urlOf);
  };

  app.get(
    '/v1/organizations/',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Мои организации (фильтры name, ids; сортировка id, name)',
        querystring: organizationsQuery,
        response: { 200: organizationsResponse, ...errors },
      },
    },
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
          items: rows.map((row) => toOrganization(row, canEdit(request, row.org.id), app.storage.urlOf)),
          total,
        };
      });
    },
  );

  app.get(
    '/v1/organizations/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Организация с публичной информацией, логотипом и модулями',
        params: idParam,
        response: { 200: organization, ...errors },
      },
    },
    async (request) => {
      requireMember(request, request.params.id);
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
    {
      config: { access: { permission: 'organization_u' } },
      schema: {
        tags: TAGS,
        summary: 'Токен приглашения/API организации (создаётся при первом запросе; перевыпуск — PUT)',
        params: idParam,
        response: { 200: organizationToken, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'organization_u', request.params.id);
      // The first read creates the token.
      return withTenant(request, (tx) => readToken(tx, request.params.id, false), 'write');
    },
  );

  app.put(
    '/v1/organizations/:id/token',
    {
      config: { access: { permission: 'organization_u' } },
      schema: {
        tags: TAGS,
        summary: 'Перевыпуск токена организации: прежний перестаёт действовать',
        params: idParam,
        response: { 200: organizationToken, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      requirePermission(request, 'organization_u', id);
      return withTenant(request, async (tx) => {
        const token = await readToken(tx, id, true);
        await audit(tx, request, {
          action: 'organization_token_regenerate',
          entity: 'organization',
          entityId: id,
          organizationId: id,
        });
        return token;
      });
    },
  );

  app.post(
    '/v1/organizations/',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Новая организация: создатель становится её администратором',
        body: organizationCreateBody,
        response: { 201: organization, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      // Not withTenant: the new organization is not among the caller's yet, and its system roles are
      // written under the row-level policy of a user who does not belong to it.
      const created = await app.db.transaction(async (tx) => {
        const { organization: org } = await createOrganization(tx, body, user.id);
        await tx
          .update(organizationRows)
          .set({ kpp: body.kpp, ogrn: body.ogrn })
          .where(eq(organizationRows.id, org.id));
        await audit(tx, request, {
          action: 'organization_create',
          entity: 'organization',
          entityId: org.id,
          organizationId: org.id,
        });
        return view(tx, request, org.id, true);
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/v1/organizations/:id',
    {
      config: { access: { permission: 'organization_u' } },
      schema: {
        tags: TAGS,
        summary: 'Изменение названия, реквизитов (ИНН, КПП, ОГРН) и модулей',
        params: idParam,
        body: organizationUpdateBody,
        response: { 200: organization, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      requirePermission(request, 'organization_u', id);
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
            updatedAt: new Date(),
          })
          .where(eq(organizationRows.id, id));
        await audit(tx, request, {
          action: 'organization_update',
          entity: 'organization',
          entityId: id,
          organizationId: id,
          details: { fields: Object.keys(b) },
        });
        return view(tx, request, id);
      });
    },
  );

  app.delete(
    '/v1/organizations/:id',
    {
      config: { access: { permission: 'organization_u' } },
      schema: {
        tags: TAGS,
        summary: 'Удаление организации (409, пока по ней есть документы или товары)',
        params: idParam,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      requirePermission(request, 'organization_u', id);
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
        await audit(tx, request, {
          action: 'organization_delete',
          entity: 'organization',
          entityId: id,
          organizationId: id,
          details: { name: row.name },
        });
        return row.logoKey;
      });
      if (logoKey) await app.storage.remove(logoKey);
      return { ok: true as const };
    },
  );

  app.post(
    '/v1/organizations/:id/logo_file_assets',
    {
      config: { access: { permission: 'organization_u' } },
      schema: {
        tags: TAGS,
        summary: 'Загрузка логотипа (multipart, поле upload_file или file; PNG, JPEG, GIF, WebP до 2 МБ)',
        params: idParam,
        response: { 200: organization, ...fileErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      requirePermission(request, 'organization_u', id);
      const { bytes, type } = await readLogoUpload(request);
      const stored = await app.storage.put(bytes, type);
      try {
        const { previous, result } = await withTenant(request, async (tx) => {
          const [row] = await tx
            .select()
            .from(organizationRows)
            .where(eq(organizationRows.id, id))
            .for('update');
          if (!row) throw notFound('Организация не найдена');
          await tx
            .update(organizationRows)
            .set({ logoKey: stored.key, updatedAt: new Date() })
            .where(eq(organizationRows.id, id));
          await audit(tx, request, {
            action: 'organization_logo_upload',
            entity: 'organization',
            entityId: id,
            organizationId: id,
          });
          return { previous: row.logoKey, result: await view(tx, request, id) };
        });
        if (previous) await app.storage.remove(previous);
        return result;
      } catch (error) {
        await app.storage.remove(stored.key);
        throw error;
      }
    },
  );

  app.delete(
    '/v1/organizations/:id/logo_file_assets',
    {
      config: { access: { permission: 'organization_u' } },
      schema: {
        tags: TAGS,
        summary: 'Удаление логотипа',
        params: idParam,
        response: { 200: organization, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      requirePermission(request, 'organization_u', id);
      const { previous, result } = await withTenant(request, async (tx) => {
        const [row] = await tx
          .select()
          .from(organizationRows)
          .where(eq(organizationRows.id, id))
          .for('update');
        if (!row) throw notFound('Организация не найдена');
        await tx
          .update(organizationRows)
          .set({ logoKey: null, updatedAt: new Date() })
          .where(eq(organizationRows.id, id));
        await audit(tx, request, {
          action: 'organization_logo_delete',
          entity: 'organization',
          entityId: id,
          organizationId: id,
        });
        return { previous: row.logoKey, result: await view(tx, request, id) };
      });
      if (previous) await app.storage.remove(previous);
      return result;
    },
  );

  app.post(
    '/v1/organizations/:id/organization_public_info',
    {
      config: { access: { permission: 'organization_u' } },
      schema: {
        tags: TAGS,
        summary: 'Публичная информация: описание, контакты, адрес из справочников, банковские реквизиты',
        params: idParam,
        body: publicInfoBody,
        response: { 200: organization, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      requirePermission(request, 'organization_u', id);
      return withTenant(request, async (tx) => {
        await savePublicInfo(tx, id, request.body);
        await audit(tx, request, {
          action: 'organization_public_info',
          entity: 'organization',
          entityId: id,
          organizationId: id,
        });
        return view(tx, request, id);
      });
    },
  );
};
