import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import {
  clientSalesPointsQuery,
  salesPoint,
  salesPointOrgQuery,
  salesPointsResponse,
} from '../../../contract/sales-points';
import { notFound } from '../../errors';
import { errorResponses } from '../../openapi/error-responses';
import { currentUser, missingPermission, requireMember, withTenant } from '../../plugins/auth';
import { findSalesPoint, listSalesPoints, toSalesPoint } from './sales-points';

const TAGS = ['Закупки: точки продаж'];
const errors = errorResponses(401, 403, 404, 422);

/** The client's own sales points, for ordering: readable with sales_point_client_r or order_client_r. */
const mayRead = (request: FastifyRequest, organizationId: number) => {
  const held = currentUser(request).memberships.get(organizationId);
  return held ? held.has('sales_point_client_r') || held.has('order_client_r') : false;
};
function readableOrganizations(request: FastifyRequest) {
  const orgIds = [...currentUser(request).memberships.keys()].filter((id) => mayRead(request, id));
  if (orgIds.length === 0) throw missingPermission(['sales_point_client_r', 'order_client_r']);
  return orgIds;
}

function requireReader(request: FastifyRequest, organizationId: number) {
  requireMember(request, organizationId);
  if (!mayRead(request, organizationId)) throw missingPermission(['sales_point_client_r', 'order_client_r']);
}

export const clientSalesPointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/client/sales_points/',
    {
      config: { access: { permission: ['sales_point_client_r', 'order_client_r'] } },
      schema: {
        tags: TAGS,
        summary: 'Мои точки продаж для заказа (необязательно: organization_id, name, is_active)',
        querystring: clientSalesPointsQuery,
        response: { 200: salesPointsResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.organization_id !== undefined) requireReader(request, q.organization_id);
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
      config: { access: { permission: ['sales_point_client_r', 'order_client_r'] } },
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
        const { organization_id } = request.query;
        if (!row || (organization_id !== undefined && row.point.organizationId !== organization_id)) {
          throw notFound('Точка продаж не найдена');
        }
        requireReader(request, row.point.organizationId);
        return toSalesPoint(row);
      }),
  );
};
