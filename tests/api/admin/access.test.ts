import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorBody, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What a refused call could have changed: the admin-edited tables. */
async function fingerprint() {
  const [row] = await t.database.query<{ categories: string; orgs: string; impersonations: number }>(
    `SELECT
       (SELECT md5(string_agg(id || ':' || coalesce(parent_id, 0) || ':' || position || ':' || name || ':' || is_main_nav_enabled, ',' ORDER BY id)) FROM global_categories) AS categories,
       (SELECT md5(string_agg(id || ':' || is_test_org, ',' ORDER BY id)) FROM organizations) AS orgs,
       (SELECT count(*)::int FROM impersonations) AS impersonations`,
  );
  return row;
}

describe('every /api_a call', () => {
  it('answers 401 to anonymous, 403 to a normal user and 403 to an impersonation token, changing nothing', async () => {
    const admin = await t.login('admin@zakupki.demo');
    const buyer = await t.login('igor@vkusdvor.demo');
    const impersonated = (
      await t.as(admin)({
        method: 'GET',
        url: `/api_a/users/login_as/${t.id('user:client_admin')}?reason=${encodeURIComponent('Проверка доступа')}`,
      })
    ).json().access_token as string;
    const [{ id: categoryId }] = await t.database.query<{ id: number }>(
      'SELECT id::int FROM global_categories ORDER BY id LIMIT 1',
    );
    const routes = t.app.apiRoutes.filter((route) => route.url.startsWith('/api_a/'));
    const paths = routes.map((route) => `${route.method} ${route.url}`);
    for (const expected of [
      'GET /api_a/users',
      'GET /api_a/impersonations',
      'GET /api_a/impersonations/:id/actions',
      'GET /api_a/global_categories/tree',
      'POST /api_a/global_categories',
      'PUT /api_a/global_categories/:id/move_before',
      'PUT /api_a/global_categories/:id/move_after',
      'DELETE /api_a/global_categories/:id',
      'GET /api_a/organizations',
      'PUT /api_a/organizations/:id',
    ]) {
      expect(paths).toContain(expected);
    }
    const before = await fingerprint();
    for (const route of routes) {
      const url = `${route.url.replace(/:id/g, String(categoryId))}?before_node_id=${categoryId}&after_node_id=${categoryId}&reason=x`;
      const payload =
        route.method === 'GET' || route.method === 'DELETE'
          ? undefined
          : { is_test_org: true, name: 'Взлом' };
      const request = { method: route.method as 'GET', url, payload };
      expectErrorBody(await t.as(null)(request), 401);
      expectErrorBody(await t.as(buyer)(request), 403);
      expectErrorBody(await t.as(impersonated)(request), 403);
    }
    expect(await fingerprint()).toEqual(before);
  });
});
