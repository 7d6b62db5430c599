import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import { order, statusChangeBody } from '../../../contract/orders';
import type { OrderSide } from '../../../contract/statuses';
import type { z } from '../../../contract/zod';
import type { Tx } from '../../db/client';
import { routeOptions } from '../../openapi/route-options';
import { withTenant } from '../../plugins/auth';
import { type LockedOrder, lockOrder } from './access';
import { readOrder } from './read';
import { parseTarget } from './state-machine';
import { changeStatus } from './transitions';

/** The OpenAPI tag of each side's order calls. */
export const ORDER_TAGS: Record<OrderSide, string[]> = {
  client: ['Заказы клиента'],
  supplier: ['Заказы поставщику'],
};

/** Route options of one side's order calls: its tag and the error statuses of an order call. */
export const orderRoute = (side: OrderSide) => routeOptions(ORDER_TAGS[side], [401, 403, 404, 409, 422]);

/** Route options of a call by `side` that changes one order (`:id`) and answers it: the side's edit permission. */
export const orderChangeRoute = <Extra extends object>(side: OrderSide, summary: string, extra: Extra) =>
  orderRoute(side)({ permission: `order_${side}_u` }, summary, {
    params: idParam,
    ...extra,
    response: { 200: order },
  });

/**
 * Locks the order for a change by `side` (404 outside the organization the query names, when it
 * names one), applies `change` and answers the order as it is after.
 */
export const changeOrder = (
  request: FastifyRequest,
  side: OrderSide,
  target: { orderId: number; organizationId?: number },
  change: (tx: Tx, found: LockedOrder) => Promise<unknown>,
) =>
  withTenant(request, async (tx) => {
    const found = await lockOrder(
      tx,
      request,
      target.orderId,
      side,
      `order_${side}_u`,
      target.organizationId,
    );
    await change(tx, found);
    return readOrder(tx, request, side, found.id);
  });

/** Where a side moves an order to another status and how its query names the target. */
export interface StatusCall<Query extends object> {
  path: string;
  summary: string;
  query: z.ZodType<Query>;
  /** The target status id and the organization the caller expects the order in, if the query names one. */
  target: (query: Query) => { statusId: number; organizationId?: number };
}

/** The status change of one side: the same checks and answer, the side's path and query. */
export const orderStatusRoute =
  <Query extends object>(side: OrderSide, call: StatusCall<Query>): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      call.path,
      orderChangeRoute(side, call.summary, { querystring: call.query, body: statusChangeBody }),
      (request) => {
        const { statusId, organizationId } = call.target(request.query as Query);
        const target = parseTarget(statusId);
        const at = { orderId: request.params.id, organizationId };
        return changeOrder(request, side, at, (tx, found) =>
          changeStatus(tx, request, found, side, {
            target,
            comment: request.body?.comment,
            version: request.body?.version,
          }),
        );
      },
    );
  };
