import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import {
  optionalOrganizationQuery,
  partnershipSalesPoints,
  supplierPartnershipUpdate,
} from '../../../contract/partnerships';
import { conflict } from '../../errors';
import { routeOptions } from '../../openapi/route-options';
import { withTenant } from '../../plugins/auth';
import { partnershipSalesPointsOf, SALES_POINTS_NEED_ACTIVE } from './partnerships';
import { getPartnershipFor, partnershipOrganization } from './partnerships-handlers';
import { partnershipsRoutesFor } from './partnerships-side';

const TAG = 'Поставщик: клиенты';
const route = routeOptions([TAG], [401, 403, 404, 409, 422]);

const sharedRoutes = partnershipsRoutesFor({
  side: 'supplier',
  tag: TAG,
  paths: { list: '/v1/supplier/partnerships', read: '/v1/supplier/partnerships/:id' },
  readParams: idParam,
  updateBody: supplierPartnershipUpdate,
  summaries: {
    list: 'Клиенты организации-поставщика (поиск по названию или ИНН, статус)',
    read: 'Партнёрство с клиентом и условия заказа',
    update:
      'Принять или отклонить приглашение клиента; условия заказа (минимальная сумма, дни доставки, ' +
      'время окончания приёма заказов, окна доставки 06:00–23:50 с шагом 10 минут) и точки продаж',
    invite: 'Пригласить клиентов по ИНН или e-mail',
  },
});

/** The supplier organization's clients (spec 001 §7 «Supplier partnerships»). */
export const supplierPartnershipsRoutes: FastifyPluginAsyncZod = async (app, options) => {
  await sharedRoutes(app, options);

  app.get(
    '/v1/supplier/partnerships/:id/sales_points',
    route(
      { permission: 'partnership_r', organization: partnershipOrganization('supplier') },
      'Точки продаж клиента (только в действующем партнёрстве); served — обслуживает ли их это партнёрство',
      { params: idParam, querystring: optionalOrganizationQuery, response: { 200: partnershipSalesPoints } },
    ),
    async (request) => {
      const found = await getPartnershipFor(
        request,
        'supplier',
        request.params.id,
        request.query.organization_id,
      );
      if (found.status !== 'active') {
        throw conflict(SALES_POINTS_NEED_ACTIVE, 'PARTNERSHIP_NOT_ACTIVE');
      }
      return { items: await withTenant(request, (tx) => partnershipSalesPointsOf(tx, found.id)) };
    },
  );
};
