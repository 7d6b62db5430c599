import type { MatrixContext, MatrixSection } from '../security/matrix-case';
import { del, get, post, put } from '../security/matrix-case';

/** The victim: a saved view of «Вкусный двор»'s admin (the demo has none, so one is made first). */
const annasView = (ctx: MatrixContext) =>
  ctx.one(
    `WITH found AS (SELECT id FROM saved_views WHERE user_id = $1 ORDER BY id LIMIT 1),
          made AS (INSERT INTO saved_views (user_id, list_key, name, state)
                   SELECT $1, 'client_orders', 'Вид жертвы', '{"filters":{},"sort":null,"hidden_columns":[]}'
                   WHERE NOT EXISTS (SELECT 1 FROM found) RETURNING id)
     SELECT id FROM found UNION ALL SELECT id FROM made`,
    [ctx.id('user:client_admin')],
  );
const viewState = { filters: {}, sort: null, hidden_columns: [] };

/**
 * The start page and saved views answer only for the signed-in user's own rows (keyed by their id,
 * tests/api/home/*.test.ts prove another user's view is a 404): here, anonymous callers get 401.
 */
export const matrix: MatrixSection = {
  'GET /v1/home': { request: () => get('/v1/home') },
  'GET /v1/saved_views': { request: () => get('/v1/saved_views', { list_key: 'client_orders' }) },
  'POST /v1/saved_views': {
    request: () => post('/v1/saved_views', { list_key: 'client_orders', name: 'Захват', state: viewState }),
  },
  'PUT /v1/saved_views/:id': {
    request: async (ctx) => put(`/v1/saved_views/${await annasView(ctx)}`, { name: 'Захвачено' }),
  },
  'DELETE /v1/saved_views/:id': { request: async (ctx) => del(`/v1/saved_views/${await annasView(ctx)}`) },
};
