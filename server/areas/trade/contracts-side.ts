import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import {
  type clientContractCreate,
  type clientContractListQuery,
  contract,
  contractList,
  contractStatusQuery,
  contractUpdate,
} from '../../../contract/contracts';
import { optionalOrganizationQuery, organizationQuery } from '../../../contract/partnerships';
import type { z } from '../../../contract/zod';
import { routeOptions } from '../../openapi/route-options';
import {
  changeContractStatusFor,
  contractOrganization,
  createContractFor,
  getContractFor,
  listContractsFor,
  updateContractFor,
} from './contracts';
import type { Side } from './partnerships-query';

/** The field naming the other party: a client picks a supplier, a supplier picks a client. */
type PartnerKey = 'supplier_organization_id' | 'client_organization_id';
type ListQuery = Omit<z.output<typeof clientContractListQuery>, PartnerKey>;
type CreateBody = Omit<z.output<typeof clientContractCreate>, PartnerKey>;

/** What differs between `/v1/client/contracts` and `/v1/supplier/contracts`. */
export interface ContractsSide {
  /** The side whose organization is "mine": `/v1/{side}/contracts`. */
  side: Side;
  /** OpenAPI tag of the side's routes. */
  tag: string;
  /** The list's optional filter by the other party. */
  partnerKey: PartnerKey;
  listQuery: z.ZodType<ListQuery & Partial<Record<PartnerKey, number>>>;
  /** Strict: the body names the other party by exactly one of the two fields. */
  createBody: z.ZodType<
    CreateBody & ({ supplier_organization_id: number } | { client_organization_id: number })
  >;
  summaries: { list: string; create: string };
}

/**
 * The contract routes of one side (spec 001 §7 «Client contracts», «Supplier contracts»). The
 * permissions, visibility and allowed status changes per side live in `services/contracts.ts`.
 */
export function contractsRoutesFor(config: ContractsSide): FastifyPluginAsyncZod {
  const { side, partnerKey, summaries } = config;
  const route = routeOptions([config.tag], [401, 403, 404, 409, 422]);
  const base = `/v1/${side}/contracts`;
  return async (app) => {
    app.get(
      `${base}/`,
      route({ permission: 'contract_r', organization: 'query' }, summaries.list, {
        querystring: config.listQuery,
        response: { 200: contractList },
      }),
      (request) =>
        listContractsFor(request, side, {
          ...request.query,
          partner_organization_id: request.query[partnerKey],
        }),
    );

    app.get(
      `${base}/:id`,
      route(
        { permission: 'contract_r', organization: contractOrganization(side) },
        'Договор с историей статусов',
        { params: idParam, querystring: optionalOrganizationQuery, response: { 200: contract } },
      ),
      (request) => getContractFor(request, side, request.params.id, request.query.organization_id),
    );

    app.post(
      `${base}/`,
      route({ permission: 'contract_c', organization: 'query' }, summaries.create, {
        querystring: organizationQuery,
        body: config.createBody,
        response: { 201: contract },
      }),
      async (request, reply) => {
        const body = request.body;
        const partner =
          'supplier_organization_id' in body ? body.supplier_organization_id : body.client_organization_id;
        const created = await createContractFor(request, side, request.query.organization_id, {
          ...body,
          partner_organization_id: partner,
        });
        return reply.code(201).send(created);
      },
    );

    app.put(
      `${base}/:id`,
      route(
        { permission: 'contract_u', organization: 'query' },
        'Изменить договор (пока он черновик или на согласовании)',
        {
          params: idParam,
          querystring: organizationQuery,
          body: contractUpdate,
          response: { 200: contract },
        },
      ),
      (request) =>
        updateContractFor(request, side, request.params.id, request.query.organization_id, request.body),
    );

    app.put(
      `${base}/:id/status`,
      route(
        { permission: 'contract_u', organization: 'query' },
        'Сменить статус договора (target_status_id)',
        { params: idParam, querystring: contractStatusQuery, response: { 200: contract } },
      ),
      (request) => changeContractStatusFor(request, side, request.params.id, request.query),
    );
  };
}
