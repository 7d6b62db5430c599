import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '../../../contract/common';
import {
  contract,
  contractList,
  contractStatusQuery,
  contractUpdate,
  supplierContractCreate,
  supplierContractListQuery,
} from '../../../contract/contracts';
import { optionalOrganizationQuery, organizationQuery } from '../../../contract/partnerships';
import {
  changeContractStatusFor,
  createContractFor,
  getContractFor,
  listContractsFor,
  updateContractFor,
} from '../../services/contracts';

const TAGS = ['Поставщик: договоры'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/** Contracts of the supplier organization with its clients (spec 001 §7 «Supplier contracts»). */
export const supplierContractsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/supplier/contracts/',
    {
      config: { access: { permission: 'contract_r' } },
      schema: {
        tags: TAGS,
        summary: 'Договоры с клиентами (фильтр по статусам, клиенту, номеру)',
        querystring: supplierContractListQuery,
        response: { 200: contractList, ...errors },
      },
    },
    (request) =>
      listContractsFor(request, 'supplier', {
        ...request.query,
        partner_organization_id: request.query.client_organization_id,
      }),
  );

  app.get(
    '/v1/supplier/contracts/:id',
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
    (request) => getContractFor(request, 'supplier', request.params.id, request.query.organization_id),
  );

  app.post(
    '/v1/supplier/contracts/',
    {
      config: { access: { permission: 'contract_c' } },
      schema: {
        tags: TAGS,
        summary: 'Новый договор с клиентом (черновик)',
        querystring: organizationQuery,
        body: supplierContractCreate,
        response: { 201: contract, ...errors },
      },
    },
    async (request, reply) => {
      const { client_organization_id, ...fields } = request.body;
      const created = await createContractFor(request, 'supplier', request.query.organization_id, {
        ...fields,
        partner_organization_id: client_organization_id,
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/v1/supplier/contracts/:id',
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
      updateContractFor(request, 'supplier', request.params.id, request.query.organization_id, request.body),
  );

  app.put(
    '/v1/supplier/contracts/:id/status',
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
    (request) => changeContractStatusFor(request, 'supplier', request.params.id, request.query),
  );
};
