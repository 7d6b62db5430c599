import type { MatrixContext, MatrixSection } from './matrix-case';
import { buyer, client, del, get, pngUpload, post, put } from './matrix-case';

/** The victim is a draft post of «Вкусный двор», whose buyer holds no news rights. */

/** The victim's draft: the demo has no posts, so one is created before the snapshot. */
const draft = (ctx: MatrixContext) =>
  ctx.one(
    `WITH found AS (SELECT id FROM news_posts WHERE organization_id = $1 ORDER BY id LIMIT 1),
          made AS (INSERT INTO news_posts (organization_id, title)
                   SELECT $1, 'Черновик жертвы' WHERE NOT EXISTS (SELECT 1 FROM found) RETURNING id)
     SELECT id FROM found UNION ALL SELECT id FROM made`,
    [client(ctx)],
  );
const postBody = { title: 'Захвачено', content: { blocks: [] } };

/** Published news of the platform and of organizations: readable by anyone. */
export const postsFeed: MatrixSection = {
  'GET /v1/posts_feed': null,
  // A reader's own settings, keyed by the signed-in user: no other organization's row to reach.
  'GET /v1/posts_feed/settings': { request: () => get('/v1/posts_feed/settings') },
  'PUT /v1/posts_feed/settings': {
    request: () => put('/v1/posts_feed/settings', { partners_only: true, muted_organization_ids: [] }),
  },
  'GET /v1/posts_feed/:id': null,
};

/** The marketplace: published goods, suppliers' public info and the platform's category tree. */
export const marketplace: MatrixSection = {
  'GET /v1/marketplace/goods': null,
  'GET /v1/marketplace/goods/:id': null,
  'GET /v1/marketplace/organizations/:id/organization_public_info/': null,
  'GET /v1/marketplace/suppliers/': null,
  'GET /v1/marketplace/suppliers/:id': null,
  'GET /v1/marketplace/global_categories/tree': null,
  'GET /v1/marketplace/global_categories/list': null,
  'GET /v1/marketplace/global_categories/path/:id': null,
  'GET /v1/marketplace/global_categories/:id': null,
  'GET /v1/marketplace/global_categories/:id/children': null,
  'GET /v1/marketplace/global_categories/:id/siblings': null,
  'GET /v1/marketplace/global_categories/:id/hierarchy': null,
};

export const supplierPosts: MatrixSection = {
  'GET /v1/supplier/posts': {
    request: (ctx) => get('/v1/supplier/posts', { organization_id: client(ctx) }),
    weakMember: buyer,
  },
  'GET /v1/supplier/posts/:id': {
    request: async (ctx) => get(`/v1/supplier/posts/${await draft(ctx)}`),
    weakMember: buyer,
  },
  'POST /v1/supplier/posts': {
    request: (ctx) => post('/v1/supplier/posts', postBody, { organization_id: client(ctx) }),
    weakMember: buyer,
  },
  'PUT /v1/supplier/posts/:id': {
    request: async (ctx) => put(`/v1/supplier/posts/${await draft(ctx)}`, postBody),
    weakMember: buyer,
  },
  'DELETE /v1/supplier/posts/:id': {
    request: async (ctx) => del(`/v1/supplier/posts/${await draft(ctx)}`),
    weakMember: buyer,
  },
  'POST /v1/supplier/posts/:id/file_assets': {
    request: async (ctx) => pngUpload(`/v1/supplier/posts/${await draft(ctx)}/file_assets`),
    weakMember: buyer,
  },
  'POST /v1/supplier/posts/:id/file_assets/editorjs': {
    request: async (ctx) => pngUpload(`/v1/supplier/posts/${await draft(ctx)}/file_assets/editorjs`),
    weakMember: buyer,
  },
};
