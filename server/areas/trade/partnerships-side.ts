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
import { errorResponses } from '../../openapi/error-responses';
import {
  getPartnershipFor,
  inviteBulkFor,
  listPartnershipsFor,
  partnershipOrganization,
  updatePartnershipFor,
} from './partnerships-handlers';
import type { Side } from './partnerships-query';

/** The error answers every partnership route declares. */
export const partnershipErrors = errorResponses(401, 403, 404, 409, 422);

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
  const tags = [config.tag];
  const base = `/v1/${side}/partnerships`;
  return async (app) => {
    app.get(
      config.paths.list,
      {
        config: { access: { permission: 'partnership_r', organization: 'query' } },
        schema: {
          tags,
          summary: summaries.list,
          querystring: partnershipListQuery,
          response: { 200: partnershipList, ...partnershipErrors },
        },
      },
      (request) => listPartnershipsFor(request, side, request.query),
    );

    app.get(
      config.paths.read,
      {
        config: { access: { permission: 'partnership_r', organization: partnershipOrganization(side) } },
        schema: {
          tags,
          summary: summaries.read,
          params: config.readParams,
          querystring: optionalOrganizationQuery,
          response: { 200: partnership, ...partnershipErrors },
        },
      },
      (request) => {
        const params = request.params;
        const id = 'partnershipId' in params ? params.partnershipId : params.id;
        return getPartnershipFor(request, side, id, request.query.organization_id);
      },
    );

    app.put(
      `${base}/:id`,
      {
        config: { access: { permission: 'partnership_u', organization: 'query' } },
        schema: {
          tags,
          summary: summaries.update,
          params: idParam,
          querystring: organizationQuery,
          body: config.updateBody,
          response: { 200: partnership, ...partnershipErrors },
        },
      },
      (request) =>
        updatePartnershipFor(request, side, request.params.id, request.query.organization_id, request.body),
    );

    app.post(
      `${base}/invite_bulk`,
      {
        config: { access: { permission: 'partnership_c', organization: 'query' } },
        schema: {
          tags,
          summary: summaries.invite,
          querystring: organizationQuery,
          body: inviteBulkBody,
          response: { 200: inviteBulkResponse, ...partnershipErrors },
        },
      },
      (request) => inviteBulkFor(request, side, request.query.organization_id, request.body.items),
    );
  };
}
