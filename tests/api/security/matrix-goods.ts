import type { MatrixContext, MatrixSection } from './matrix-case';
import { buyer, client, del, get, multipart, pngUpload, post, put, storekeeper } from './matrix-case';

/** The victim is the client organization's own catalogue; the buyer there may only read it. */
const good = (ctx: MatrixContext) =>
  ctx.one('SELECT id FROM goods WHERE organization_id = $1 ORDER BY id LIMIT 1', [client(ctx)]);
const category = (ctx: MatrixContext) =>
  ctx.one('SELECT id FROM good_categories WHERE organization_id = $1 ORDER BY id LIMIT 1', [client(ctx)]);

/** The victim's image of a good: the seed has none, so one is created before the snapshot. */
const goodImage = (ctx: MatrixContext) =>
  ctx.one(
    `WITH found AS (SELECT id FROM good_file_assets WHERE organization_id = $1 LIMIT 1),
          made AS (INSERT INTO good_file_assets (organization_id, good_id, storage_key, url, mime, size_bytes)
                   SELECT $1, g.id, 'matrix.png', '/files/matrix.png', 'image/png', 68
                     FROM goods g WHERE g.organization_id = $1 AND NOT EXISTS (SELECT 1 FROM found)
                    ORDER BY g.id LIMIT 1
                   RETURNING id)
     SELECT id FROM found UNION ALL SELECT id FROM made`,
    [client(ctx)],
  );

/** The victim's uploaded import file: created before the snapshot when the seed has none. */
const importFile = (ctx: MatrixContext) =>
  ctx.one(
    `WITH found AS (SELECT id FROM import_files WHERE organization_id = $1 LIMIT 1),
          made AS (INSERT INTO import_files (organization_id, file_name, file_type)
                   SELECT $1, 'matrix.csv', 'csv' WHERE NOT EXISTS (SELECT 1 FROM found)
                   RETURNING id)
     SELECT id FROM found UNION ALL SELECT id FROM made`,
    [client(ctx)],
  );

const goodBody = { name: 'Шпионский товар', code: 'SPY-1', barcodes: [], measure_id: 1, is_published: false };
const csv = Buffer.from('Наименование;Код\nШпион;SPY\n', 'utf8');

export const goods: MatrixSection = {
  'GET /v1/goods/measure/all': { request: () => get('/v1/goods/measure/all') },
  'GET /v1/goods/': { request: (ctx) => get('/v1/goods/', { organization_id: client(ctx) }) },
  'GET /v1/goods/:id': {
    request: async (ctx) => get(`/v1/goods/${await good(ctx)}`, { organization_id: client(ctx) }),
  },
  'POST /v1/goods/': {
    request: (ctx) => post('/v1/goods/', goodBody, { organization_id: client(ctx) }),
    weakMember: buyer,
  },
  'PUT /v1/goods/:id': {
    request: async (ctx) =>
      put(`/v1/goods/${await good(ctx)}`, { name: 'Захвачено' }, { organization_id: client(ctx) }),
    weakMember: buyer,
  },
  'POST /v1/goods/:id/upload_file_assets': {
    request: async (ctx) => pngUpload(`/v1/goods/${await good(ctx)}/upload_file_assets`),
    weakMember: buyer,
  },
  'DELETE /v1/goods/file_assets/:id': {
    request: async (ctx) => del(`/v1/goods/file_assets/${await goodImage(ctx)}`),
    weakMember: buyer,
  },
  'GET /v1/good_categories/': {
    request: (ctx) => get('/v1/good_categories/', { organization_id: client(ctx) }),
  },
  'POST /v1/good_categories/': {
    request: (ctx) => post('/v1/good_categories/', { name: 'Шпионская' }, { organization_id: client(ctx) }),
    weakMember: buyer,
  },
  'PUT /v1/good_categories/:id': {
    request: async (ctx) =>
      put(
        `/v1/good_categories/${await category(ctx)}`,
        { name: 'Захвачено' },
        { organization_id: client(ctx) },
      ),
    weakMember: buyer,
  },
  'DELETE /v1/good_categories/:id': {
    request: async (ctx) => del(`/v1/good_categories/${await category(ctx)}`),
    weakMember: buyer,
  },
};

export const importGoods: MatrixSection = {
  'GET /v1/import_goods/download_file/template_import_goods': {
    request: () => get('/v1/import_goods/download_file/template_import_goods'),
  },
  'POST /v1/import_goods/:orgId/upload_file_goods': {
    request: (ctx) => ({
      ...multipart(
        `/v1/import_goods/${client(ctx)}/upload_file_goods?dry_run=true`,
        'g.csv',
        csv,
        'text/csv',
      ),
    }),
    weakMember: buyer,
  },
  'POST /v1/import_goods/:orgId/upload_file_commerceml': {
    request: (ctx) => ({
      ...multipart(
        `/v1/import_goods/${client(ctx)}/upload_file_commerceml?dry_run=true`,
        'import.xml',
        Buffer.from('<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация ВерсияСхемы="2.05"/>'),
        'application/xml',
      ),
    }),
    weakMember: buyer,
  },
  'PUT /v1/import_goods/:orgId/uploaded_files/:fileId/mapping': {
    request: async (ctx) =>
      put(`/v1/import_goods/${client(ctx)}/uploaded_files/${await importFile(ctx)}/mapping`, { mapping: {} }),
    weakMember: buyer,
  },
  'POST /v1/import_goods/:orgId/uploaded_files/:fileId/apply': {
    request: async (ctx) =>
      post(`/v1/import_goods/${client(ctx)}/uploaded_files/${await importFile(ctx)}/apply`),
    weakMember: buyer,
  },
  'GET /v1/import_goods/uploaded_files': {
    request: (ctx) => get('/v1/import_goods/uploaded_files', { organization_id: client(ctx) }),
    weakMember: buyer,
  },
  'GET /v1/import_goods/uploaded_files/rows': {
    request: async (ctx) => get('/v1/import_goods/uploaded_files/rows', { file_id: await importFile(ctx) }),
    weakMember: buyer,
  },
  'GET /v1/import_goods/:orgId/uploaded_files/:fileId/error_rows': {
    request: async (ctx) =>
      get(`/v1/import_goods/${client(ctx)}/uploaded_files/${await importFile(ctx)}/error_rows`),
    weakMember: buyer,
  },
};

/** The victim's finished background job: made before the snapshot (a finished one never runs again). */
const job = (ctx: MatrixContext) =>
  ctx.one(
    `WITH found AS (SELECT id FROM jobs WHERE organization_id = $1 LIMIT 1),
          made AS (INSERT INTO jobs (organization_id, kind, state, finished_at)
                   SELECT $1, 'import_goods_check', 'done', now() WHERE NOT EXISTS (SELECT 1 FROM found)
                   RETURNING id)
     SELECT id FROM found UNION ALL SELECT id FROM made`,
    [client(ctx)],
  );

export const jobs: MatrixSection = {
  // The buyer holds a job permission (order_client_r: exports), so the list admits them and shows
  // no import job; the storekeeper holds none.
  'GET /v1/jobs': {
    request: (ctx) => get('/v1/jobs', { organization_id: client(ctx) }),
    weakMember: storekeeper,
  },
  // An import job needs import_goods_c, whatever other job permission the member holds.
  'GET /v1/jobs/:id': { request: async (ctx) => get(`/v1/jobs/${await job(ctx)}`), weakMember: buyer },
  'GET /v1/jobs/:id/file': {
    request: async (ctx) => get(`/v1/jobs/${await job(ctx)}/file`),
    weakMember: buyer,
  },
  'POST /v1/jobs/:id/cancel': {
    request: async (ctx) => post(`/v1/jobs/${await job(ctx)}/cancel`),
    weakMember: buyer,
  },
};
