import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '../../../contract/common';
import {
  clientPartnershipUpdate,
  inviteBulkBody,
  inviteBulkResponse,
  optionalOrganizationQuery,
  organizationQuery,
  partnership,
  partnershipIdParam,
  partnershipList,
  partnershipListQuery,
} from '../../../contract/partnerships';
import {
  getPartnershipFor,
  inviteBulkFor,
  listPartnershipsFor,
  updatePartnershipFor,
} from '../../services/partnerships-handlers';

const TAGS = ['Клиент: поставщики'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/** The client organization's suppliers (spec 001 §7 «Client partnerships and price lists»). */
export const clientPartnershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/client/partnerships/',
    {
      config: { access: { permission: 'partnership_r' } },
      schema: {
        tags: TAGS,
        summary: 'Поставщики организации-клиента (поиск по названию или ИНН, статус)',
        querystring: partnershipListQuery,
        response: { 200: partnershipList, ...errors },
      },
    },
    (request) => listPartnershipsFor(request, 'client', request.query),
  );

  app.get(
    '/v1/client/partnerships/:partnershipId',
    {
      config: { access: { permission: 'partnership_r' } },
      schema: {
        tags: TAGS,
        summary: 'Партнёрство с поставщиком',
        params: partnershipIdParam,
        querystring: optionalOrganizationQuery,
        response: { 200: partnership, ...errors },
      },
    },
    (request) =>
      getPartnershipFor(request, 'client', request.params.partnershipId, request.query.organization_id),
  );

  app.put(
    '/v1/client/partnerships/:id',
    {
      config: { access: { permission: 'partnership_u' } },
      schema: {
        tags: TAGS,
        summary: 'Принять или отклонить приглашение поставщика; точки продаж, которые он обслуживает',
        params: idParam,
        querystring: organizationQuery,
        body: clientPartnershipUpdate,
        response: { 200: partnership, ...errors },
      },
    },
    (request) =>
      updatePartnershipFor(request, 'client', request.params.id, request.query.organization_id, request.body),
  );

  app.post(
    '/v1/client/partnerships/invite_bulk',
    {
      config: { access: { permission: 'partnership_c' } },
      schema: {
        tags: TAGS,
        summary: 'Пригласить поставщиков по ИНН или e-mail',
        querystring: organizationQuery,
        body: inviteBulkBody,
        response: { 200: inviteBulkResponse, ...errors },
      },
    },
    (request) => inviteBulkFor(request, 'client', request.query.organization_id, request.body.items),
  );
};
