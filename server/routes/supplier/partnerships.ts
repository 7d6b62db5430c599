import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '../../../contract/common';
import {
  inviteBulkBody,
  inviteBulkResponse,
  optionalOrganizationQuery,
  organizationQuery,
  partnership,
  partnershipList,
  partnershipListQuery,
  partnershipSalesPoints,
  supplierPartnershipUpdate,
} from '../../../contract/partnerships';
import { withTenant } from '../../plugins/auth';
import { partnershipSalesPointsOf } from '../../services/partnerships';
import {
  getPartnershipFor,
  inviteBulkFor,
  listPartnershipsFor,
  updatePartnershipFor,
} from '../../services/partnerships-handlers';

const TAGS = ['Поставщик: клиенты'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/** The supplier organization's clients (spec 001 §7 «Supplier partnerships»). */
export const supplierPartnershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/supplier/partnerships',
    {
      config: { access: { permission: 'partnership_r' } },
      schema: {
        tags: TAGS,
        summary: 'Клиенты организации-поставщика (поиск по названию или ИНН, статус)',
        querystring: partnershipListQuery,
        response: { 200: partnershipList, ...errors },
      },
    },
    (request) => listPartnershipsFor(request, 'supplier', request.query),
  );

  app.get(
    '/v1/supplier/partnerships/:id',
    {
      config: { access: { permission: 'partnership_r' } },
      schema: {
        tags: TAGS,
        summary: 'Партнёрство с клиентом и условия заказа',
        params: idParam,
        querystring: optionalOrganizationQuery,
        response: { 200: partnership, ...errors },
      },
    },
    (request) => getPartnershipFor(request, 'supplier', request.params.id, request.query.organization_id),
  );

  app.get(
    '/v1/supplier/partnerships/:id/sales_points',
    {
      config: { access: { permission: 'partnership_r' } },
      schema: {
        tags: TAGS,
        summary: 'Точки продаж клиента; served — обслуживает ли их это партнёрство',
        params: idParam,
        querystring: optionalOrganizationQuery,
        response: { 200: partnershipSalesPoints, ...errors },
      },
    },
    async (request) => {
      const found = await getPartnershipFor(
        request,
        'supplier',
        request.params.id,
        request.query.organization_id,
      );
      return { items: await withTenant(request, (tx) => partnershipSalesPointsOf(tx, found.id)) };
    },
  );

  app.put(
    '/v1/supplier/partnerships/:id',
    {
      config: { access: { permission: 'partnership_u' } },
      schema: {
        tags: TAGS,
        summary:
          'Принять или отклонить приглашение клиента; условия заказа (минимальная сумма, дни доставки, ' +
          'время окончания приёма заказов, окна доставки 06:00–23:50 с шагом 10 минут) и точки продаж',
        params: idParam,
        querystring: organizationQuery,
        body: supplierPartnershipUpdate,
        response: { 200: partnership, ...errors },
      },
    },
    (request) =>
      updatePartnershipFor(
        request,
        'supplier',
        request.params.id,
        request.query.organization_id,
        request.body,
      ),
  );

  app.post(
    '/v1/supplier/partnerships/invite_bulk',
    {
      config: { access: { permission: 'partnership_c' } },
      schema: {
        tags: TAGS,
        summary: 'Пригласить клиентов по ИНН или e-mail',
        querystring: organizationQuery,
        body: inviteBulkBody,
        response: { 200: inviteBulkResponse, ...errors },
      },
    },
    (request) => inviteBulkFor(request, 'supplier', request.query.organization_id, request.body.items),
  );
};
