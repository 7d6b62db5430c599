import type { MatrixContext, MatrixSection } from './matrix-case';
import { client, dairy, del, get, post, put, storekeeper } from './matrix-case';

/**
 * Client orders: the victim is «Вкусный двор», whose storekeeper holds no order rights.
 * Supplier orders: the victim is «Молочная Зорька» (its staff all hold supplier order rights).
 */

/** Lists span the caller's organizations: a foreign organization in the filter is dropped, not refused;
 * a member without the permission anywhere gets 403. */
const filtered = { outsider: 'empty', weakMember: storekeeper } as const;
const line = (ctx: MatrixContext) => ({ good_id: ctx.id('good:milk32'), quantity: '1' });

export const clientOrders: MatrixSection = {
  'GET /v1/client/orders/': {
    request: (ctx) => get('/v1/client/orders/', { client_organization_ids: [client(ctx)] }),
    ...filtered,
  },
  'GET /v1/client/orders/export': {
    request: (ctx) =>
      get('/v1/client/orders/export', { order_by: 'asc', client_organization_ids: [client(ctx)] }),
    ...filtered,
  },
  // A job is made for the organizations named: a foreign one is refused, not dropped.
  'POST /v1/client/orders/export': {
    request: (ctx) =>
      post('/v1/client/orders/export', undefined, {
        order_by: 'asc',
        client_organization_ids: [client(ctx)],
      }),
    weakMember: storekeeper,
  },
  'GET /v1/client/orders/:id/clone': {
    request: (ctx) => get(`/v1/client/orders/${ctx.id('order:completed')}/clone`),
    weakMember: storekeeper,
  },
  'POST /v1/client/orders/expanded': {
    request: (ctx) =>
      post(
        '/v1/client/orders/expanded',
        {
          supplier_organization_id: dairy(ctx),
          sales_point_id: ctx.id('sp:tverskaya'),
          lines: [line(ctx)],
          send: false,
        },
        { organization_id: client(ctx) },
      ),
    weakMember: storekeeper,
  },
  'POST /v1/client/orders/:id/items': {
    request: (ctx) =>
      post(`/v1/client/orders/${ctx.id('order:draft')}/items`, [line(ctx)], { organization_id: client(ctx) }),
    weakMember: storekeeper,
  },
  'PUT /v1/client/orders/:id': {
    request: (ctx) => put(`/v1/client/orders/${ctx.id('order:draft')}`, { comment: 'Захвачено' }),
    weakMember: storekeeper,
  },
  'PUT /v1/client/orders/:id/status': {
    request: (ctx) =>
      put(
        `/v1/client/orders/${ctx.id('order:sent')}/status`,
        {},
        { status_id: 4, organization_id: client(ctx) },
      ),
    weakMember: storekeeper,
  },
  'DELETE /v1/client/orders/:id': {
    request: (ctx) => del(`/v1/client/orders/${ctx.id('order:draft')}`),
    weakMember: storekeeper,
  },
  'GET /v1/client/orders/:id/documents/:kind': {
    request: (ctx) => get(`/v1/client/orders/${ctx.id('order:sent')}/documents/invoice`),
    weakMember: storekeeper,
  },
};

export const supplierOrders: MatrixSection = {
  'GET /v1/supplier/orders/': {
    request: (ctx) => get('/v1/supplier/orders/', { supplier_id: dairy(ctx) }),
    outsider: 'empty',
  },
  'GET /v1/supplier/orders/export': {
    request: (ctx) => get('/v1/supplier/orders/export', { order_by: 'asc', supplier_id: dairy(ctx) }),
    outsider: 'empty',
  },
  'POST /v1/supplier/orders/export': {
    request: (ctx) =>
      post('/v1/supplier/orders/export', undefined, { order_by: 'asc', supplier_id: dairy(ctx) }),
  },
  'GET /v1/supplier/orders/:id/documents/:kind': {
    request: (ctx) => get(`/v1/supplier/orders/${ctx.id('order:sent')}/documents/invoice`),
  },
  // Spans the caller's own supplier organizations: another organization's orders never appear.
  'GET /v1/supplier/orders/export/commerceml': {
    request: () => get('/v1/supplier/orders/export/commerceml', { from: '2000-01-01', to: '2100-12-31' }),
    outsider: 'empty',
  },
  'POST /v1/supplier/orders/export/commerceml': {
    request: (ctx) =>
      post('/v1/supplier/orders/export/commerceml', undefined, {
        from: '2000-01-01',
        to: '2100-12-31',
        supplier_id: dairy(ctx),
      }),
  },
  'POST /v1/supplier/orders/': {
    request: (ctx) =>
      post('/v1/supplier/orders/', {
        supplier_organization_id: dairy(ctx),
        client_organization_id: client(ctx),
        sales_point_id: ctx.id('sp:tverskaya'),
        lines: [line(ctx)],
      }),
  },
  'POST /v1/supplier/orders/:id/items': {
    request: (ctx) =>
      post(`/v1/supplier/orders/${ctx.id('order:sent')}/items`, [line(ctx)], { organization_id: dairy(ctx) }),
  },
  'POST /v1/supplier/orders/:id/bulk_create_or_update': {
    request: (ctx) => post(`/v1/supplier/orders/${ctx.id('order:sent')}/bulk_create_or_update`, [line(ctx)]),
  },
  'PUT /v1/supplier/orders/:id': {
    request: (ctx) => put(`/v1/supplier/orders/${ctx.id('order:sent')}`, { supplier_comment: 'Захвачено' }),
  },
  'PUT /v1/supplier/orders/:id/change_status': {
    request: (ctx) =>
      put(`/v1/supplier/orders/${ctx.id('order:sent')}/change_status`, {}, { target_status_id: 3 }),
  },
};
