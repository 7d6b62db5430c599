import type { MatrixContext, MatrixSection } from '../security/matrix-case';
import { client, get, post, put, storekeeper } from '../security/matrix-case';

/** The victim is «Вкусный двор»; its storekeeper holds neither the par level nor the order rights. */
const point = (ctx: MatrixContext) => ctx.id('sp:inventory_point');
const aGood = (ctx: MatrixContext) =>
  ctx.one('SELECT good_id FROM price_list_goods WHERE client_organization_id = $1 ORDER BY good_id LIMIT 1', [
    client(ctx),
  ]);
const supplierOf = (ctx: MatrixContext, good: number) =>
  ctx.one('SELECT organization_id FROM goods WHERE id = $1', [good]);

export const matrix: MatrixSection = {
  'GET /v1/par_levels/': {
    request: (ctx) => get('/v1/par_levels/', { organization_id: client(ctx), sales_point_id: point(ctx) }),
    weakMember: storekeeper,
  },
  'PUT /v1/par_levels/bulk_update': {
    request: async (ctx) =>
      put(
        '/v1/par_levels/bulk_update',
        {
          items: [
            { sales_point_id: point(ctx), good_id: await aGood(ctx), min_quantity: '1', order_up_to: '2' },
          ],
        },
        { organization_id: client(ctx) },
      ),
    weakMember: storekeeper,
  },
  'GET /v1/replenishment/suggestions': {
    request: (ctx) => get('/v1/replenishment/suggestions', { organization_id: client(ctx) }),
    weakMember: storekeeper,
  },
  'POST /v1/replenishment/drafts': {
    request: async (ctx) => {
      const good = await aGood(ctx);
      return post(
        '/v1/replenishment/drafts',
        {
          groups: [
            {
              sales_point_id: point(ctx),
              supplier_organization_id: await supplierOf(ctx, good),
              lines: [{ good_id: good, quantity: '1' }],
            },
          ],
        },
        { organization_id: client(ctx) },
      );
    },
    weakMember: storekeeper,
  },
  'GET /v1/replenishment/below_minimum': {
    request: (ctx) => get('/v1/replenishment/below_minimum', { organization_id: client(ctx) }),
    weakMember: storekeeper,
  },
};
