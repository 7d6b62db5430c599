import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import {
  inviteBulkBody,
  inviteBulkResponse,
  optionalOrganizationQuery,
  organizationQuery,
  partnership,
  partnershipList,
  partnershipListQuery,
  type SupplierPartnershipUpdate,
} from '../../../contract/partnerships';
import type { z } from '../../../contract/zod';
import { routeOptions } from '../../openapi/route-options';
import {
  getPartnershipFor,
  inviteBulkFor,
  listPartnershipsFor,
  partnershipOrganization,
  updatePartnershipFor,
} from './partnerships-handlers';
import type { Side } from './partnerships-query';

/** The error answers every partnership route declares. */

/** What differs between `/v1/client/partnerships` and `/v1/supplier/partnerships`. */
export interface PartnershipsSide {
  /** The side whose organization is "mine": `/v1/{side}/partnerships`. */
  side: Side;
  /** OpenAPI tag of the side's routes. */
  tag: string;
  /** The list and GET-one paths, written out: they differ in a trailing slash and the parameter's name. */
  paths: { list: string; read: string };
  /** The GET-one path parameter: `partnershipId` for the client, `id` for the supplier. */
  readParams: z.ZodType<{ partnershipId: number } | { id: number }>;
  /** The client answers an invitation and picks sales points; the supplier also sets order terms. */
  updateBody: z.ZodType<Partial<SupplierPartnershipUpdate>>;
  summaries: { list: string; read: string; update: string; invite: string };
}

/** The partnership routes of one side (spec 001 §7 «Client partnerships…», «Supplier partnerships»). */
export function partnershipsRoutesFor(config: PartnershipsSide): FastifyPluginAsyncZod {
  const { side, summaries } = config;
  const route = routeOptions([config.tag], [401, 403, 404, 409, 422]);
  const base = `/v1/${side}/partnerships`;
  return async (app) => {
    app.get(
      config.paths.list,
      route({ permission: 'partnership_r', organization: 'query' }, summaries.list, {
        querystring: partnershipListQuery,
        response: { 200: partnershipList },
      }),
      (request) => listPartnershipsFor(request, side, request.query),
    );

    app.get(
      config.paths.read,
      route({ permission: 'partnership_r', organization: partnershipOrganization(side) }, summaries.read, {
        params: config.readParams,
        querystring: optionalOrganizationQuery,
        response: { 200: partnership },
      }),
      (request) => {
        const params = request.params;
        const id = 'partnershipId' in params ? params.partnershipId : params.id;
        return getPartnershipFor(request, side, id, request.query.organization_id);
      },
    );

    app.put(
      `${base}/:id`,
      route({ permission: 'partnership_u', organization: 'query' }, summaries.update, {
        params: idParam,
        querystring: organizationQuery,
        body: config.updateBody,
        response: { 200: partnership },
      }),
      (request) =>
        updatePartnershipFor(request, side, request.params.id, request.query.organization_id, request.body),
    );

    app.post(
      `${base}/invite_bulk`,
      route({ permission: 'partnership_c', organization: 'query' }, summaries.invite, {
        querystring: organizationQuery,
        body: inviteBulkBody,
        response: { 200: inviteBulkResponse },
      }),
      (request) => inviteBulkFor(request, side, request.query.organization_id, request.body.items),
    );
  };
}
