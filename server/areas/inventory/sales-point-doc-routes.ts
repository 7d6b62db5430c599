import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import { salesPointQuery } from '../../../contract/stocktaking';
import type { z } from '../../../contract/zod';
import type { Tx } from '../../db/client';
import { routeOptions } from '../../openapi/route-options';
import { withTenant } from '../../plugins/auth';
import { createSalesPointDoc, type DocListQuery, type SalesPointDocKind } from './sales-point-docs';
import { salesPointOrganization } from './sales-point-organization';

type Call = 'list' | 'get' | 'create' | 'header';

/**
 * The calls on documents of one kind (stocktaking, write-off): list, read, create in a sales point,
 * change the header. The schemas, checks and answers come from the kind; the paths stay its own.
 */
export interface SalesPointDocRoutes<Header extends object> {
  kind: SalesPointDocKind;
  /** Path of the list and of a new document (the stocktaking's ends with a slash, as it always has). */
  listPath: string;
  /** Path of one document: `${path}/:id`. */
  path: string;
  summaries: Record<Call, string>;
  schemas: {
    listQuery: z.ZodType<DocListQuery>;
    list: z.ZodType;
    doc: z.ZodType;
    header: z.ZodType<Header>;
  };
  /** The header change names the document's sales point too. */
  headerInSalesPoint?: boolean;
  list(tx: Tx, request: FastifyRequest, query: DocListQuery): Promise<unknown>;
  answer(tx: Tx, request: FastifyRequest, id: number): Promise<unknown>;
  /** Columns a new document of the kind has besides those of every kind. */
  newColumns?(header: Header): Record<string, unknown>;
  updateHeader(
    tx: Tx,
    request: FastifyRequest,
    id: number,
    header: Header,
    salesPointId?: number,
  ): Promise<void>;
}

/** The route options of a kind's calls: its tag and error statuses, the access to read and to change. */
export const salesPointDocOptions = (kind: SalesPointDocKind) => ({
  route: routeOptions([kind.tag], [401, 403, 404, 409, 422]),
  read: { permission: kind.read },
  write: { permission: kind.update },
});

export function salesPointDocRoutes<Header extends object>(
  side: SalesPointDocRoutes<Header>,
): FastifyPluginAsyncZod {
  const { kind, summaries, schemas } = side;
  const { route, read, write } = salesPointDocOptions(kind);
  const headerQuery = side.headerInSalesPoint ? { querystring: salesPointQuery } : {};
  return async (app) => {
    app.get(
      side.listPath,
      route({ permission: kind.read, organization: 'query' }, summaries.list, {
        querystring: schemas.listQuery,
        response: { 200: schemas.list },
      }),
      (request) => withTenant(request, (tx) => side.list(tx, request, request.query as DocListQuery)),
    );

    app.get(
      `${side.path}/:id`,
      route(read, summaries.get, { params: idParam, response: { 200: schemas.doc } }),
      (request) => withTenant(request, (tx) => side.answer(tx, request, request.params.id)),
    );

    app.post(
      side.listPath,
      route({ permission: kind.create, organization: salesPointOrganization }, summaries.create, {
        querystring: salesPointQuery,
        body: schemas.header.optional(),
        response: { 201: schemas.doc },
      }),
      async (request, reply) => {
        const header = (request.body ?? {}) as Header;
        const doc = await withTenant(request, async (tx) => {
          const at = request.query.sales_point_id;
          const id = await createSalesPointDoc(tx, request, kind, at, header, side.newColumns?.(header));
          return side.answer(tx, request, id);
        });
        return reply.code(201).send(doc);
      },
    );

    app.put(
      `${side.path}/:id`,
      route(write, summaries.header, {
        params: idParam,
        ...headerQuery,
        body: schemas.header,
        response: { 200: schemas.doc },
      }),
      (request) =>
        withTenant(request, async (tx) => {
          const salesPoint = (request.query as { sales_point_id?: number }).sales_point_id;
          await side.updateHeader(tx, request, request.params.id, request.body as Header, salesPoint);
          return side.answer(tx, request, request.params.id);
        }),
    );
  };
}
