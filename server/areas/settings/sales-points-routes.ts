import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, okResponse } from '../../../contract/common';
import {
  SALES_POINT_IN_USE_MESSAGE,
  salesPoint,
  salesPointBody,
  salesPointCreateQuery,
  salesPointOrgQuery,
  salesPointsQuery,
  salesPointsResponse,
} from '../../../contract/sales-points';
import type { z } from '../../../contract/zod';
import { salesPoints } from '../../db/schema';
import { conflict } from '../../errors';
import { audit } from '../../lib/audit';
import { organizationTimeZone } from '../../lib/time-zones';
import type { ErrorStatus } from '../../openapi/error-responses';
import { routeOptions } from '../../openapi/route-options';
import { declaredPermission, listableOrganizations, withTenant } from '../../plugins/auth';
import { checkAddress } from './public-info';
import { salesPointReadRoute } from './sales-point-read-route';
import { listSalesPoints, loadSalesPoint, pointOrganization, readSalesPoint } from './sales-points';
import { isReferenced, SALES_POINT_DOCUMENT_TABLES } from './usage';

const TAGS = ['Точки продаж'];
const STATUSES: ErrorStatus[] = [401, 403, 404, 409, 422];
const route = routeOptions(TAGS, STATUSES);

type Body = z.output<typeof salesPointBody>;
const columns = (body: Body) => ({
  name: body.name,
  address: body.address ?? null,
  cityId: body.city_id ?? null,
  phone: body.phone || null,
  workingHours: Object.fromEntries(Object.entries(body.working_hours).filter(([, hours]) => hours)),
  timeZone: body.time_zone,
  isActive: body.is_active,
});

export const salesPointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/sales_points/',
    route(
      { permission: 'sales_point_client_r', organization: 'query' },
      'Точки продаж организации или всех моих организаций (фильтры name, ids)',
      { querystring: salesPointsQuery, response: { 200: salesPointsResponse } },
    ),
    async (request) => {
      const q = request.query;
      const organizationIds =
        q.organization_id !== undefined
          ? [q.organization_id]
          : listableOrganizations(request, declaredPermission(request));
      return withTenant(request, (tx) => listSalesPoints(tx, organizationIds, q));
    },
  );

  await app.register(salesPointReadRoute('settings', TAGS, STATUSES));

  app.post(
    '/v1/sales_points/',
    route(
      { permission: 'sales_point_c', organization: 'query' },
      'Новая точка продаж (часы работы — любое время ЧЧ:ММ, закрытие раньше открытия — после полуночи; ' +
        'часовой пояс по умолчанию — пояс организации)',
      { querystring: salesPointCreateQuery, body: salesPointBody, response: { 201: salesPoint } },
    ),
    async (request, reply) => {
      const organizationId = request.query.organization_id;
      const created = await withTenant(request, async (tx) => {
        await checkAddress(tx, { city_id: request.body.city_id });
        const [row] = await tx
          .insert(salesPoints)
          .values({
            organizationId,
            ...columns(request.body),
            timeZone: request.body.time_zone ?? (await organizationTimeZone(tx, organizationId)),
          })
          .returning({ id: salesPoints.id });
        await audit(tx, request, {
          action: 'sales_point_create',
          entity: 'sales_point',
          entityId: row.id,
          organizationId,
        });
        return readSalesPoint(tx, row.id);
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/v1/sales_points/:id',
    route({ permission: 'sales_point_u', organization: pointOrganization }, 'Изменение точки продаж', {
      params: idParam,
      querystring: salesPointOrgQuery,
      body: salesPointBody,
      response: { 200: salesPoint },
    }),
    async (request) =>
      withTenant(request, async (tx) => {
        const { id } = request.params;
        const row = await loadSalesPoint(tx, id);
        await checkAddress(tx, { city_id: request.body.city_id });
        await tx
          .update(salesPoints)
          .set({ ...columns(request.body), updatedAt: new Date() })
          .where(eq(salesPoints.id, id));
        await audit(tx, request, {
          action: 'sales_point_update',
          entity: 'sales_point',
          entityId: id,
          organizationId: row.point.organizationId,
        });
        return readSalesPoint(tx, id);
      }),
  );

  app.delete(
    '/v1/sales_points/:id',
    route(
      { permission: 'sales_point_u', organization: pointOrganization },
      'Удаление точки продаж (409, пока по ней есть документы)',
      { params: idParam, querystring: salesPointOrgQuery, response: { 200: okResponse } },
    ),
    async (request) =>
      withTenant(request, async (tx) => {
        const { id } = request.params;
        const row = await loadSalesPoint(tx, id);
        if (await isReferenced(tx, SALES_POINT_DOCUMENT_TABLES, id)) {
          throw conflict(SALES_POINT_IN_USE_MESSAGE, 'SALES_POINT_IN_USE');
        }
        await tx.delete(salesPoints).where(eq(salesPoints.id, id));
        await audit(tx, request, {
          action: 'sales_point_delete',
          entity: 'sales_point',
          entityId: id,
          organizationId: row.point.organizationId,
          details: { name: row.point.name },
        });
        return { ok: true as const };
      }),
  );
};
