import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import { organization, publicInfoBody } from '../../../contract/organizations';
import type { Tx } from '../../db/client';
import { notFound } from '../../errors';
import { auditOrganization } from '../../lib/audit';
import { errorResponses } from '../../openapi/error-responses';
import { withTenant } from '../../plugins/auth';
import { storeLogoUpload } from './logo';
import { organizationRows } from './organizations-columns';
import { organizationAsSeen } from './organizations-view';
import { savePublicInfo } from './public-info';

const TAGS = ['Организации'];
const errors = errorResponses(401, 403, 404, 409, 422);
const fileErrors = { ...errors, ...errorResponses(413, 415) };

/** What other organizations see of one: its logo and its public information. */
export const organizationProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = (tx: Tx, request: FastifyRequest, id: number) =>
    organizationAsSeen(tx, request, id, app.storage.urlOf);
  /** Sets or (null) removes the logo under the organization's row lock; the previous file is the caller's. */
  const setLogo = async (tx: Tx, request: FastifyRequest, id: number, logoKey: string | null) => {
    const [row] = await tx.select().from(organizationRows).where(eq(organizationRows.id, id)).for('update');
    if (!row) throw notFound('Организация не найдена');
    await tx
      .update(organizationRows)
      .set({ logoKey, updatedAt: new Date() })
      .where(eq(organizationRows.id, id));
    await auditOrganization(
      tx,
      request,
      logoKey ? 'organization_logo_upload' : 'organization_logo_delete',
      id,
    );
    return { previous: row.logoKey, result: await view(tx, request, id) };
  };

  app.post(
    '/v1/organizations/:id/logo_file_assets',
    {
      config: { access: { permission: 'organization_u', organization: 'params.id' } },
      schema: {
        tags: TAGS,
        summary: 'Загрузка логотипа (multipart, поле upload_file или file; PNG, JPEG, GIF, WebP до 2 МБ)',
        params: idParam,
        response: { 200: organization, ...fileErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const stored = await storeLogoUpload(request);
      try {
        const { previous, result } = await withTenant(request, (tx) => setLogo(tx, request, id, stored.key));
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
      config: { access: { permission: 'organization_u', organization: 'params.id' } },
      schema: {
        tags: TAGS,
        summary: 'Удаление логотипа',
        params: idParam,
        response: { 200: organization, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { previous, result } = await withTenant(request, (tx) => setLogo(tx, request, id, null));
      if (previous) await app.storage.remove(previous);
      return result;
    },
  );

  app.post(
    '/v1/organizations/:id/organization_public_info',
    {
      config: { access: { permission: 'organization_u', organization: 'params.id' } },
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
      return withTenant(request, async (tx) => {
        await savePublicInfo(tx, id, request.body);
        await auditOrganization(tx, request, 'organization_public_info', id);
        return view(tx, request, id);
      });
    },
  );
};
