import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import type { Permission } from '../../../contract/permissions';
import {
  clientSalesPointsQuery,
  salesPoint,
  salesPointOrgQuery,
  salesPointsResponse,
} from '../../../contract/sales-points';
import { errorResponses } from '../../openapi/error-responses';
import { missingPermission, organizationsWith, withTenant } from '../../plugins/auth';
import {
  findSalesPoint,
  listSalesPoints,
  pointNotFound,
  pointOrganization,
  toSalesPoint,
} from './sales-points';

const TAGS = ['Закупки: точки продаж'];
const errors = errorResponses(401, 403, 404, 422);

/** The client's own sales points, for ordering: readable with sales_point_client_r or order_client_r. */
const READERS: Permission[] = ['sales_point_client_r', 'order_client_r'];
function readableOrganizations(request: FastifyRequest) {
  const orgIds = READERS.flatMap((permission) => organizationsWith(request, permission));
  if (orgIds.length === 0) throw missingPermission(READERS);
  return [...new Set(orgIds)];
}

export const clientSalesPointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/client/sales_points/',
    {
      config: { access: { permission: READERS, organization: 'query' } },
      schema: {
        tags: TAGS,
        summary: 'Мои точки продаж для заказа (необязательно: organization_id, name, is_active)',
        querystring: clientSalesPointsQuery,
        response: { 200: salesPointsResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return withTenant(request, (tx) =>
        listSalesPoints(tx, {
          organizationIds:
            q.organization_id !== undefined ? [q.organization_id] : readableOrganizations(request),
          name: q.name,
          ids: q.ids,
          isActive: q.is_active === undefined ? undefined : q.is_active === 'true',
          orderField: q.order_field,
          orderBy: q.order_by,
          limit: q.limit,
          offset: q.offset,
        }),
      );
    },
  );

  app.get(
    '/v1/client/sales_points/:id',
    {
      config: { access: { permission: READERS, organization: pointOrganization } },
      schema: {
        tags: TAGS,
        summary: 'Моя точка продаж',
        params: idParam,
        querystring: salesPointOrgQuery,
        response: { 200: salesPoint, ...errors },
      },
    },
    async (request) =>
      withTenant(request, async (tx) => {
        const row = await findSalesPoint(tx, request.params.id);
        if (!row) throw pointNotFound();
        return toSalesPoint(row);
      }),
  );
};
