import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrganization,
  adminOrganizationsList,
  adminOrganizationsQuery,
  updateAdminOrganizationBody,
} from '../../../contract/admin';
import { idParam } from '../../../contract/common';
import { notFound } from '../../errors';
import { audit } from '../../lib/audit';
import { routeOptions } from '../../openapi/route-options';
import { listAdminOrganizations, setTestOrganization } from './organizations';

const route = routeOptions(['Админка'], [401, 403, 404, 422]);

export const adminOrganizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api_a/organizations',
    route('back_office', 'Все организации платформы (limit до 9999)', {
      querystring: adminOrganizationsQuery,
      response: { 200: adminOrganizationsList },
    }),
    async (request) => listAdminOrganizations(app.db, request.query),
  );

  app.put(
    '/api_a/organizations/:id',
    route('back_office', 'Отметить организацию как тестовую (она пропадает с маркетплейса)', {
      params: idParam,
      body: updateAdminOrganizationBody,
      response: { 200: adminOrganization },
    }),
    async (request) =>
      app.db.transaction(async (tx) => {
        const updated = await setTestOrganization(tx, request.params.id, request.body.is_test_org);
        if (!updated) throw notFound('Организация не найдена');
        await audit(tx, request, {
          action: 'organization_test_flag',
          entity: 'organization',
          entityId: updated.id,
          organizationId: updated.id,
          details: { is_test_org: updated.is_test_org },
        });
        return updated;
      }),
  );
};
