import type { MatrixContext, MatrixSection } from './matrix-case';
import { buyer, client, del, get, post, put, storekeeper } from './matrix-case';

/**
 * The victim is «Вкусный двор»: its buyer holds no inventory or expense rights, and its storekeeper
 * counts stock but may not account a stocktaking.
 */

const point = (ctx: MatrixContext) => ctx.id('sp:inventory_point');
const counted = (ctx: MatrixContext) => ctx.id('stocktaking:counted');
const writeOff = (ctx: MatrixContext) => ctx.id('write_off:accounted');
const firstOf = (table: string, column: string) => (ctx: MatrixContext, owner: number) =>
  ctx.one(`SELECT id FROM ${table} WHERE ${column} = $1 ORDER BY id LIMIT 1`, [owner]);
const stocktakingItem = firstOf('stocktaking_doc_line_items', 'doc_id');
const writeOffItem = firstOf('write_off_doc_line_items', 'doc_id');
const reason = firstOf('write_off_reasons', 'organization_id');
const expenseDoc = firstOf('expense_docs', 'organization_id');
const writeOffLine = async (ctx: MatrixContext) => ({
  good_id: await ctx.one('SELECT id FROM goods WHERE organization_id = $1 ORDER BY id LIMIT 1', [
    client(ctx),
  ]),
  quantity: '1',
  reason_id: await reason(ctx, client(ctx)),
});
const expenseBody = (ctx: MatrixContext) => ({
  type: 1,
  date: '2026-01-15',
  amount: '100.00',
  category_id: ctx.id('expense_category:rent'),
});

export const stocktaking: MatrixSection = {
  'GET /v1/stocktaking_docs/': {
    request: (ctx) => get('/v1/stocktaking_docs/', { organization_id: client(ctx) }),
    weakMember: buyer,
  },
  'GET /v1/stocktaking_docs/:id': {
    request: (ctx) => get(`/v1/stocktaking_docs/${counted(ctx)}`),
    weakMember: buyer,
  },
  'GET /v1/stocktaking_docs/:id/pdf': {
    request: (ctx) => get(`/v1/stocktaking_docs/${counted(ctx)}/pdf`),
    weakMember: buyer,
  },
  'GET /v1/stocktaking_docs/:id/xlsx': {
    request: (ctx) => get(`/v1/stocktaking_docs/${counted(ctx)}/xlsx`),
    weakMember: buyer,
  },
  'POST /v1/stocktaking_docs/': {
    request: (ctx) => post('/v1/stocktaking_docs/', { comment: 'Шпион' }, { sales_point_id: point(ctx) }),
    weakMember: buyer,
  },
  'PUT /v1/stocktaking_docs/:id': {
    request: (ctx) =>
      put(`/v1/stocktaking_docs/${counted(ctx)}`, { comment: 'Захвачено' }, { sales_point_id: point(ctx) }),
    weakMember: buyer,
  },
  'PUT /v1/stocktaking_docs/:id/status': {
    request: (ctx) => put(`/v1/stocktaking_docs/${counted(ctx)}/status`, undefined, { target_status_id: 4 }),
    weakMember: storekeeper,
  },
  'GET /v1/stocktaking_docs/:id/line_items': {
    request: (ctx) => get(`/v1/stocktaking_docs/${counted(ctx)}/line_items`),
    weakMember: buyer,
  },
  'POST /v1/stocktaking_docs/:id/stocktaking_doc_line_items/bulk_create': {
    request: (ctx) =>
      post(`/v1/stocktaking_docs/${counted(ctx)}/stocktaking_doc_line_items/bulk_create`, {
        all_goods: true,
      }),
    weakMember: buyer,
  },
  'PUT /v1/stocktaking_docs/:id/stocktaking_doc_line_items/fact/bulk_update': {
    request: async (ctx) =>
      put(`/v1/stocktaking_docs/${counted(ctx)}/stocktaking_doc_line_items/fact/bulk_update`, {
        version: 1,
        items: [{ item_id: await stocktakingItem(ctx, counted(ctx)), fact_quantity: '999' }],
      }),
    weakMember: buyer,
  },
  'DELETE /v1/stocktaking_docs/:id/stocktaking_doc_line_items': {
    request: async (ctx) =>
      del(`/v1/stocktaking_docs/${counted(ctx)}/stocktaking_doc_line_items`, {
        item_ids: [await stocktakingItem(ctx, counted(ctx))],
      }),
    weakMember: buyer,
  },
};

export const writeOffs: MatrixSection = {
  'GET /v1/write_off_docs': {
    request: (ctx) => get('/v1/write_off_docs', { organization_id: client(ctx) }),
    weakMember: buyer,
  },
  'PUT /v1/write_off_docs/status': {
    request: (ctx) =>
      put('/v1/write_off_docs/status', undefined, { write_off_doc_id: writeOff(ctx), status_id: 3 }),
    weakMember: buyer,
  },
  'GET /v1/write_off_docs/:id': {
    request: (ctx) => get(`/v1/write_off_docs/${writeOff(ctx)}`),
    weakMember: buyer,
  },
  'GET /v1/write_off_docs/:id/pdf': {
    request: (ctx) => get(`/v1/write_off_docs/${writeOff(ctx)}/pdf`),
    weakMember: buyer,
  },
  'GET /v1/write_off_docs/:id/xlsx': {
    request: (ctx) => get(`/v1/write_off_docs/${writeOff(ctx)}/xlsx`),
    weakMember: buyer,
  },
  'POST /v1/write_off_docs': {
    request: (ctx) => post('/v1/write_off_docs', { comment: 'Шпион' }, { sales_point_id: point(ctx) }),
    weakMember: buyer,
  },
  'PUT /v1/write_off_docs/:id': {
    request: (ctx) => put(`/v1/write_off_docs/${writeOff(ctx)}`, { comment: 'Захвачено' }),
    weakMember: buyer,
  },
  'GET /v1/write_off_docs/:id/write_off_doc_line_items': {
    request: (ctx) => get(`/v1/write_off_docs/${writeOff(ctx)}/write_off_doc_line_items`),
    weakMember: buyer,
  },
  'POST /v1/write_off_docs/:id/write_off_doc_line_items': {
    request: async (ctx) =>
      post(`/v1/write_off_docs/${writeOff(ctx)}/write_off_doc_line_items`, [await writeOffLine(ctx)]),
    weakMember: buyer,
  },
  'PUT /v1/write_off_docs/:id/write_off_doc_line_item/:itemId': {
    request: async (ctx) =>
      put(
        `/v1/write_off_docs/${writeOff(ctx)}/write_off_doc_line_item/${await writeOffItem(ctx, writeOff(ctx))}`,
        await writeOffLine(ctx),
      ),
    weakMember: buyer,
  },
  'DELETE /v1/write_off_docs/:id/write_off_doc_line_item/:itemId': {
    request: async (ctx) =>
      del(
        `/v1/write_off_docs/${writeOff(ctx)}/write_off_doc_line_item/${await writeOffItem(ctx, writeOff(ctx))}`,
      ),
    weakMember: buyer,
  },
  'GET /v1/write_off_reason/:orgId': {
    request: (ctx) => get(`/v1/write_off_reason/${client(ctx)}`),
    weakMember: buyer,
  },
  'POST /v1/write_off_reason/:orgId': {
    request: (ctx) => post(`/v1/write_off_reason/${client(ctx)}`, { name: 'Шпионская' }),
    weakMember: buyer,
  },
  'PUT /v1/write_off_reason/:reasonId': {
    request: async (ctx) =>
      put(`/v1/write_off_reason/${await reason(ctx, client(ctx))}`, { name: 'Захвачено' }),
    weakMember: buyer,
  },
  'DELETE /v1/write_off_reason/:reasonId': {
    request: async (ctx) => del(`/v1/write_off_reason/${await reason(ctx, client(ctx))}`),
    weakMember: buyer,
  },
};

export const expenses: MatrixSection = {
  'GET /v1/expense_docs/': {
    request: (ctx) => get('/v1/expense_docs/', { organization_id: client(ctx) }),
    weakMember: buyer,
  },
  'GET /v1/expense_docs/:id': {
    request: async (ctx) => get(`/v1/expense_docs/${await expenseDoc(ctx, client(ctx))}`),
    weakMember: buyer,
  },
  'POST /v1/expense_docs/': {
    request: (ctx) => post('/v1/expense_docs/', expenseBody(ctx), { organization_id: client(ctx) }),
    weakMember: buyer,
  },
  'PUT /v1/expense_docs/:id': {
    request: async (ctx) => put(`/v1/expense_docs/${await expenseDoc(ctx, client(ctx))}`, expenseBody(ctx)),
    weakMember: buyer,
  },
  'DELETE /v1/expense_docs/:id': {
    request: async (ctx) => del(`/v1/expense_docs/${await expenseDoc(ctx, client(ctx))}`),
    weakMember: buyer,
  },
  'GET /v1/expense_categories/': {
    request: (ctx) => get('/v1/expense_categories/', { organization_ids: [client(ctx)] }),
    weakMember: buyer,
  },
  'POST /v1/expense_categories/bulk_create': {
    request: (ctx) =>
      post('/v1/expense_categories/bulk_create', [{ name: 'Шпионская' }], { organization_id: client(ctx) }),
    weakMember: buyer,
  },
  'PUT /v1/expense_categories/:id': {
    request: (ctx) => put(`/v1/expense_categories/${ctx.id('expense_category:rent')}`, { name: 'Захвачено' }),
    weakMember: buyer,
  },
  'DELETE /v1/expense_categories/:id': {
    request: (ctx) => del(`/v1/expense_categories/${ctx.id('expense_category:rent')}`),
    weakMember: buyer,
  },
};
