import type { MatrixContext, MatrixSection } from './matrix-case';
import { buyer, client, dairy, del, get, post, put, storekeeper } from './matrix-case';

/**
 * Client side: the victim is «Вкусный двор» (its storekeeper holds no trade rights, its buyer may not
 * sign contracts). Supplier side: the victim is «Молочная Зорька», whose staff all hold trade rights.
 */

const partnership = (ctx: MatrixContext) => ctx.id('partnership:dairy');
const contract = (ctx: MatrixContext) => ctx.id('contract:dairy');
const priceList = (ctx: MatrixContext) => ctx.id('pl:dairy');
const priceCategory = (ctx: MatrixContext) =>
  ctx.one('SELECT id FROM price_list_categories WHERE price_list_id = $1 ORDER BY id LIMIT 1', [
    priceList(ctx),
  ]);
const page = { limit: 25, offset: 0, order_by: 'asc' };

export const clientTrade: MatrixSection = {
  'GET /v1/client/partnerships/': {
    request: (ctx) => get('/v1/client/partnerships/', { organization_id: client(ctx) }),
    weakMember: storekeeper,
  },
  'GET /v1/client/partnerships/:partnershipId': {
    request: (ctx) => get(`/v1/client/partnerships/${partnership(ctx)}`),
    weakMember: storekeeper,
  },
  'PUT /v1/client/partnerships/:id': {
    request: (ctx) =>
      put(
        `/v1/client/partnerships/${partnership(ctx)}`,
        { sales_point_ids: [] },
        { organization_id: client(ctx) },
      ),
    weakMember: storekeeper,
  },
  'POST /v1/client/partnerships/invite_bulk': {
    request: (ctx) =>
      post(
        '/v1/client/partnerships/invite_bulk',
        { items: ['spy@other.demo'] },
        { organization_id: client(ctx) },
      ),
    weakMember: storekeeper,
  },
  'GET /v1/client/price_lists/': {
    request: (ctx) => get('/v1/client/price_lists/', { ...page, organization_id: client(ctx) }),
    weakMember: storekeeper,
  },
  'GET /v1/client/price_lists/:id': {
    request: (ctx) => get(`/v1/client/price_lists/${priceList(ctx)}`, { organization_id: client(ctx) }),
    weakMember: storekeeper,
  },
  'GET /v1/client/price_lists/:id/goods': {
    request: (ctx) =>
      get(`/v1/client/price_lists/${priceList(ctx)}/goods`, { ...page, organization_id: client(ctx) }),
    weakMember: storekeeper,
  },
  'GET /v1/client/price_lists/:id/good_categories': {
    request: (ctx) =>
      get(`/v1/client/price_lists/${priceList(ctx)}/good_categories`, { organization_id: client(ctx) }),
    weakMember: storekeeper,
  },
  'GET /v1/client/contracts/': {
    request: (ctx) => get('/v1/client/contracts/', { organization_id: client(ctx) }),
    weakMember: storekeeper,
  },
  'GET /v1/client/contracts/:id': {
    request: (ctx) => get(`/v1/client/contracts/${contract(ctx)}`),
    weakMember: storekeeper,
  },
  'POST /v1/client/contracts/': {
    request: (ctx) =>
      post(
        '/v1/client/contracts/',
        { number: 'SPY-1', supplier_organization_id: dairy(ctx) },
        { organization_id: client(ctx) },
      ),
    weakMember: buyer,
  },
  'PUT /v1/client/contracts/:id': {
    request: (ctx) =>
      put(`/v1/client/contracts/${contract(ctx)}`, { number: 'SPY-2' }, { organization_id: client(ctx) }),
    weakMember: buyer,
  },
  'PUT /v1/client/contracts/:id/status': {
    request: (ctx) =>
      put(`/v1/client/contracts/${contract(ctx)}/status`, undefined, {
        organization_id: client(ctx),
        target_status_id: 4,
      }),
    weakMember: buyer,
  },
};

export const supplierTrade: MatrixSection = {
  'GET /v1/supplier/partnerships': {
    request: (ctx) => get('/v1/supplier/partnerships', { organization_id: dairy(ctx) }),
  },
  'GET /v1/supplier/partnerships/:id': {
    request: (ctx) => get(`/v1/supplier/partnerships/${partnership(ctx)}`),
  },
  'GET /v1/supplier/partnerships/:id/sales_points': {
    request: (ctx) => get(`/v1/supplier/partnerships/${partnership(ctx)}/sales_points`),
  },
  'PUT /v1/supplier/partnerships/:id': {
    request: (ctx) =>
      put(
        `/v1/supplier/partnerships/${partnership(ctx)}`,
        { min_order_amount: '1.00' },
        { organization_id: dairy(ctx) },
      ),
  },
  'POST /v1/supplier/partnerships/invite_bulk': {
    request: (ctx) =>
      post(
        '/v1/supplier/partnerships/invite_bulk',
        { items: ['spy@other.demo'] },
        { organization_id: dairy(ctx) },
      ),
  },
  'GET /v1/supplier/price_lists/': {
    request: (ctx) => get('/v1/supplier/price_lists/', { ...page, organization_id: dairy(ctx) }),
  },
  'GET /v1/supplier/price_lists/:id': {
    request: (ctx) => get(`/v1/supplier/price_lists/${priceList(ctx)}`, { organization_id: dairy(ctx) }),
  },
  'POST /v1/supplier/price_lists/:id/activate': {
    request: (ctx) =>
      post(`/v1/supplier/price_lists/${priceList(ctx)}/activate`, {}, { organization_id: dairy(ctx) }),
  },
  'POST /v1/supplier/price_lists/': {
    request: (ctx) =>
      post('/v1/supplier/price_lists/', [{ name: 'Шпионский', client_organization_id: client(ctx) }], {
        organization_id: dairy(ctx),
      }),
  },
  'PUT /v1/supplier/price_lists/:id': {
    request: (ctx) =>
      put(
        `/v1/supplier/price_lists/${priceList(ctx)}`,
        { name: 'Захвачено' },
        { organization_id: dairy(ctx) },
      ),
  },
  'PUT /v1/supplier/price_lists/:id/goods/:goodId': {
    request: (ctx) =>
      put(
        `/v1/supplier/price_lists/${priceList(ctx)}/goods/${ctx.id('good:milk32')}`,
        { price: '1.00' },
        {
          organization_id: dairy(ctx),
        },
      ),
  },
  'GET /v1/supplier/price_lists/:id/goods': {
    request: (ctx) =>
      get(`/v1/supplier/price_lists/${priceList(ctx)}/goods`, { ...page, organization_id: dairy(ctx) }),
  },
  'GET /v1/supplier/price_lists/:id/good_categories': {
    request: (ctx) =>
      get(`/v1/supplier/price_lists/${priceList(ctx)}/good_categories`, { organization_id: dairy(ctx) }),
  },
  'POST /v1/supplier/price_lists/:id/good_categories': {
    request: (ctx) =>
      post(`/v1/supplier/price_lists/${priceList(ctx)}/good_categories`, [{ name: 'Шпионская' }], {
        organization_id: dairy(ctx),
      }),
  },
  'PUT /v1/supplier/price_lists/:id/good_categories/:categoryId': {
    request: async (ctx) =>
      put(
        `/v1/supplier/price_lists/${priceList(ctx)}/good_categories/${await priceCategory(ctx)}`,
        { name: 'Захвачено' },
        {
          organization_id: dairy(ctx),
        },
      ),
  },
  'DELETE /v1/supplier/price_lists/:id/goods': {
    request: (ctx) =>
      del(`/v1/supplier/price_lists/${priceList(ctx)}/goods`, {
        organization_id: dairy(ctx),
        good_ids: [ctx.id('good:milk32')],
      }),
  },
  'POST /v1/supplier/price_lists/:id/reprice': {
    request: (ctx) =>
      post(
        `/v1/supplier/price_lists/${priceList(ctx)}/reprice`,
        { good_ids: [ctx.id('good:milk32')], percent: 50, apply: true },
        { organization_id: dairy(ctx) },
      ),
  },
  'POST /v1/supplier/price_lists/:id/bulk_create_update_price_list_goods': {
    request: (ctx) =>
      post(
        `/v1/supplier/price_lists/${priceList(ctx)}/bulk_create_update_price_list_goods`,
        [{ good_id: ctx.id('good:milk32'), price: '1.00' }],
        { organization_id: dairy(ctx) },
      ),
  },
  'GET /v1/supplier/contracts/': {
    request: (ctx) => get('/v1/supplier/contracts/', { organization_id: dairy(ctx) }),
  },
  'GET /v1/supplier/contracts/:id': { request: (ctx) => get(`/v1/supplier/contracts/${contract(ctx)}`) },
  'POST /v1/supplier/contracts/': {
    request: (ctx) =>
      post(
        '/v1/supplier/contracts/',
        { number: 'SPY-1', client_organization_id: client(ctx) },
        { organization_id: dairy(ctx) },
      ),
  },
  'PUT /v1/supplier/contracts/:id': {
    request: (ctx) =>
      put(`/v1/supplier/contracts/${contract(ctx)}`, { number: 'SPY-2' }, { organization_id: dairy(ctx) }),
  },
  'PUT /v1/supplier/contracts/:id/status': {
    request: (ctx) =>
      put(`/v1/supplier/contracts/${contract(ctx)}/status`, undefined, {
        organization_id: dairy(ctx),
        target_status_id: 4,
      }),
  },
};
