import { del, get, type MatrixContext, type MatrixSection, pngUpload, post, put } from './matrix-case';

/**
 * Back-office routes (/api_a): refused to anonymous callers (401), to every organization user and
 * to an admin's impersonation token (403) — before the body is even read.
 */
const category = (ctx: MatrixContext) => ctx.id('gcat:dairy');
const sibling = (ctx: MatrixContext) => ctx.id('gcat:meat');
const platformPost = (ctx: MatrixContext) =>
  ctx.one(
    `WITH found AS (SELECT id FROM news_posts WHERE organization_id IS NULL ORDER BY id LIMIT 1),
          made AS (INSERT INTO news_posts (organization_id, title)
                   SELECT NULL, 'Новость платформы' WHERE NOT EXISTS (SELECT 1 FROM found) RETURNING id)
     SELECT id FROM found UNION ALL SELECT id FROM made`,
  );
const postBody = { title: 'Захвачено', content: { blocks: [] } };

export const backOffice: MatrixSection = {
  'GET /api_a/users/login_as/:id': {
    request: (ctx) => get(`/api_a/users/login_as/${ctx.id('user:buyer')}`, { reason: 'проверка' }),
  },
  'GET /api_a/users': { request: () => get('/api_a/users') },
  'GET /api_a/impersonations': { request: () => get('/api_a/impersonations') },
  'GET /api_a/impersonations/:id/actions': {
    request: async (ctx) =>
      get(`/api_a/impersonations/${await ctx.one('SELECT id FROM impersonations LIMIT 1')}/actions`),
  },
  'GET /api_a/organizations': { request: () => get('/api_a/organizations') },
  'PUT /api_a/organizations/:id': {
    request: (ctx) => put(`/api_a/organizations/${ctx.id('org:client')}`, { is_test_org: true }),
  },
  'GET /api_a/global_categories/tree': { request: () => get('/api_a/global_categories/tree') },
  'GET /api_a/global_categories/list': { request: () => get('/api_a/global_categories/list') },
  'GET /api_a/global_categories/path/:id': {
    request: (ctx) => get(`/api_a/global_categories/path/${category(ctx)}`),
  },
  'GET /api_a/global_categories/:id': { request: (ctx) => get(`/api_a/global_categories/${category(ctx)}`) },
  'GET /api_a/global_categories/:id/children': {
    request: (ctx) => get(`/api_a/global_categories/${category(ctx)}/children`),
  },
  'GET /api_a/global_categories/:id/siblings': {
    request: (ctx) => get(`/api_a/global_categories/${category(ctx)}/siblings`),
  },
  'GET /api_a/global_categories/:id/hierarchy': {
    request: (ctx) => get(`/api_a/global_categories/${category(ctx)}/hierarchy`),
  },
  'POST /api_a/global_categories': { request: () => post('/api_a/global_categories', { name: 'Шпионская' }) },
  'PUT /api_a/global_categories/:id': {
    request: (ctx) => put(`/api_a/global_categories/${category(ctx)}`, { name: 'Захвачено' }),
  },
  'DELETE /api_a/global_categories/:id': {
    request: (ctx) => del(`/api_a/global_categories/${category(ctx)}`),
  },
  'PUT /api_a/global_categories/:id/move_before': {
    request: (ctx) =>
      put(`/api_a/global_categories/${category(ctx)}/move_before`, undefined, {
        before_node_id: sibling(ctx),
      }),
  },
  'PUT /api_a/global_categories/:id/move_after': {
    request: (ctx) =>
      put(`/api_a/global_categories/${category(ctx)}/move_after`, undefined, { after_node_id: sibling(ctx) }),
  },
  'GET /api_a/backups': { request: () => get('/api_a/backups') },
  'POST /api_a/backups': { request: () => post('/api_a/backups', {}) },
  'GET /api_a/posts': { request: () => get('/api_a/posts') },
  'GET /api_a/posts/:id': { request: async (ctx) => get(`/api_a/posts/${await platformPost(ctx)}`) },
  'POST /api_a/posts': { request: () => post('/api_a/posts', postBody) },
  'PUT /api_a/posts/:id': {
    request: async (ctx) => put(`/api_a/posts/${await platformPost(ctx)}`, postBody),
  },
  'DELETE /api_a/posts/:id': { request: async (ctx) => del(`/api_a/posts/${await platformPost(ctx)}`) },
  'POST /api_a/posts/:id/file_assets': {
    request: async (ctx) => pngUpload(`/api_a/posts/${await platformPost(ctx)}/file_assets/`),
  },
  'POST /api_a/posts/:id/file_assets/editorjs': {
    request: async (ctx) => pngUpload(`/api_a/posts/${await platformPost(ctx)}/file_assets/editorjs`),
  },
};
