import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientSalesPointsQuery, salesPointsResponse } from '../../../contract/sales-points';
import type { ErrorStatus } from '../../openapi/error-responses';
import { routeOptions } from '../../openapi/route-options';
import { missingPermission, organizationsWith, withTenant } from '../../plugins/auth';
import { CLIENT_POINT_READERS as READERS, salesPointReadRoute } from './sales-point-read-route';
import { listSalesPoints } from './sales-points';

const TAGS = ['Закупки: точки продаж'];
const STATUSES: ErrorStatus[] = [401, 403, 404, 422];
const route = routeOptions(TAGS, STATUSES);

function readableOrganizations(request: FastifyRequest) {
  const orgIds = READERS.flatMap((permission) => organizationsWith(request, permission));
  if (orgIds.length === 0) throw missingPermission(READERS);
  return [...new Set(orgIds)];
}

export const clientSalesPointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/client/sales_points/',
    route(
      { permission: READERS, organization: 'query' },
      'Мои точки продаж для заказа (необязательно: organization_id, name, is_active)',
      { querystring: clientSalesPointsQuery, response: { 200: salesPointsResponse } },
    ),
    async (request) => {
      const q = request.query;
      return withTenant(request, (tx) =>
        listSalesPoints(
          tx,
          q.organization_id !== undefined ? [q.organization_id] : readableOrganizations(request),
          q,
        ),
      );
    },
  );

  await app.register(salesPointReadRoute('client', TAGS, STATUSES));
};
