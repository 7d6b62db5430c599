import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '../../../contract/common';
import {
  clientContractCreate,
  clientContractListQuery,
  contract,
  contractList,
  contractStatusQuery,
  contractUpdate,
} from '../../../contract/contracts';
import { optionalOrganizationQuery, organizationQuery } from '../../../contract/partnerships';
import {
  changeContractStatusFor,
  createContractFor,
  getContractFor,
  listContractsFor,
  updateContractFor,
} from '../../services/contracts';

const TAGS = ['Клиент: договоры'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/** Contracts of the client organization with its suppliers (spec 001 §7 «Client contracts»). */
export const clientContractsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/client/contracts/',
    {
      config: { access: { permission: 'contract_r' } },
      schema: {
        tags: TAGS,
        summary: 'Договоры с поставщиками (фильтр по статусам, поставщику, номеру)',
        querystring: clientContractListQuery,
        response: { 200: contractList, ...errors },
      },
    },
    (request) =>
      listContractsFor(request, 'client', {
        ...request.query,
        partner_organization_id: request.query.supplier_organization_id,
      }),
  );

  app.get(
    '/v1/client/contracts/:id',
    {
      config: { access: { permission: 'contract_r' } },
      schema: {
        tags: TAGS,
        summary: 'Договор с историей статусов',
        params: idParam,
        querystring: optionalOrganizationQuery,
        response: { 200: contract, ...errors },
      },
    },
    (request) => getContractFor(request, 'client', request.params.id, request.query.organization_id),
  );

  app.post(
    '/v1/client/contracts/',
    {
      config: { access: { permission: 'contract_c' } },
      schema: {
        tags: TAGS,
        summary: 'Новый договор с поставщиком (черновик)',
        querystring: organizationQuery,
        body: clientContractCreate,
        response: { 201: contract, ...errors },
      },
    },
    async (request, reply) => {
      const { supplier_organization_id, ...fields } = request.body;
      const created = await createContractFor(request, 'client', request.query.organization_id, {
        ...fields,
        partner_organization_id: supplier_organization_id,
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/v1/client/contracts/:id',
    {
      config: { access: { permission: 'contract_u' } },
      schema: {
        tags: TAGS,
        summary: 'Изменить договор (пока он черновик или на согласовании)',
        params: idParam,
        querystring: organizationQuery,
        body: contractUpdate,
        response: { 200: contract, ...errors },
      },
    },
    (request) =>
      updateContractFor(request, 'client', request.params.id, request.query.organization_id, request.body),
  );

  app.put(
    '/v1/client/contracts/:id/status',
    {
      config: { access: { permission: 'contract_u' } },
      schema: {
        tags: TAGS,
        summary: 'Сменить статус договора (target_status_id)',
        params: idParam,
        querystring: contractStatusQuery,
        response: { 200: contract, ...errors },
      },
    },
    (request) => changeContractStatusFor(request, 'client', request.params.id, request.query),
  );
};
