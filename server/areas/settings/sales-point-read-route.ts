import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import type { Permission } from '../../../contract/permissions';
import { salesPoint, salesPointOrgQuery } from '../../../contract/sales-points';
import type { ErrorStatus } from '../../openapi/error-responses';
import { routeOptions } from '../../openapi/route-options';
import { withTenant } from '../../plugins/auth';
import { pointOrganization, readSalesPoint } from './sales-points';

/** The client's own sales points, for ordering: readable with sales_point_client_r or order_client_r. */
export const CLIENT_POINT_READERS: Permission[] = ['sales_point_client_r', 'order_client_r'];

const SIDES = {
  settings: { path: '/v1/sales_points/:id', permission: 'sales_point_client_r', summary: 'Точка продаж' },
  client: {
    path: '/v1/client/sales_points/:id',
    permission: CLIENT_POINT_READERS,
    summary: 'Моя точка продаж',
  },
} as const satisfies Record<string, { path: string; permission: Permission | Permission[]; summary: string }>;

/** One sales point, alike for the settings page and the client's ordering. */
export const salesPointReadRoute =
  (side: keyof typeof SIDES, tags: string[], statuses: ErrorStatus[]): FastifyPluginAsyncZod =>
  async (app) => {
    const route = routeOptions(tags, statuses);
    const { path, permission, summary } = SIDES[side];
    app.get(
      path,
      route({ permission, organization: pointOrganization }, summary, {
        params: idParam,
        querystring: salesPointOrgQuery,
        response: { 200: salesPoint },
      }),
      async (request) => withTenant(request, (tx) => readSalesPoint(tx, request.params.id)),
    );
  };
