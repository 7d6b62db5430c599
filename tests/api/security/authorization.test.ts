import type { ApiRoute } from '@server/plugins/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { diffSnapshots, snapshotTables } from '../support/snapshot';
import { type MatrixContext, matrix, type Refusal } from './matrix';
import type { MatrixRequest } from './matrix-case';
import { rowsIn } from './rows-in';

/**
 * The authorization matrix (OWASP API1/API5): every registered route, called by each kind of actor
 * against rows they do not own, is refused with 401/403/404 and changes nothing.
 */
let t: TestApp;
let routes: ApiRoute[];
/** Every registered route; the refusal checks run on those matching MATRIX_ROUTES (a regex) when set. */
let checked: ApiRoute[];
const only = process.env.MATRIX_ROUTES ? new RegExp(process.env.MATRIX_ROUTES) : null;
const tokens: Record<string, string> = {};
let ctx: MatrixContext;

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.apiRoutes;
  checked = routes.filter((route) => !only || only.test(`${route.method} ${route.url}`));
  // An outsider: their own organization, where they hold every permission.
  const signup = await t.app.inject({
    method: 'POST',
    url: '/v1/users/signup',
    payload: {
      name: 'Посторонний Пользователь',
      email: 'outsider@other.demo',
      password: 'outsider-pass-1',
      organization: {
        name: 'ООО «Чужие»',
        module_client: true,
        module_supplier: true,
        module_inventory: true,
      },
    },
  });
  tokens.outsider = signup.json().access_token;
  for (const [key, email] of [
    ['buyer', 'igor@vkusdvor.demo'],
    ['storekeeper', 'olga@vkusdvor.demo'],
    ['dairy_sales', 'elena@zorka.demo'],
    ['client_admin', 'anna@vkusdvor.demo'],
    ['dairy_admin', 'dmitry@zorka.demo'],
    ['admin', 'admin@zakupki.demo'],
  ] as const) {
    tokens[key] = await t.login(email);
  }
  const imp = await t.as(tokens.admin)({
    method: 'GET',
    url: `/api_a/users/login_as/${t.id('user:client_admin')}?reason=${encodeURIComponent('матрица прав')}`,
  });
  tokens.impersonation = imp.json().access_token;
  ctx = {
    id: (name) => t.id(name),
    async one(sql, params) {
      const rows = await t.database.query<Record<string, unknown>>(sql, params);
      if (!rows[0]) throw new Error(`matrix: no row for ${sql}`);
      return Number(Object.values(rows[0])[0]);
    },
  };
});
afterAll(() => t.close());

const keyOf = (route: ApiRoute) => `${route.method} ${route.url}`;

async function expectRefusedUnchanged(
  token: string | null,
  build: () => Promise<MatrixRequest>,
  refusal: Refusal | 401,
) {
  const request = await build();
  const before = await snapshotTables(t.database);
  const res = await t.as(token)(request);
  const after = await snapshotTables(t.database);
  const shown = `${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  // Soft: one run reports every route that fails, not only the first.
  if (refusal === 'empty') {
    expect.soft(res.statusCode, shown).toBe(200);
    expect.soft(await rowsIn(res), `rows of another organization: ${shown}`).toBe(0);
  } else {
    expect.soft(res.statusCode, shown).toBe(refusal);
    expect.soft(res.body, `a Russian detail: ${shown}`).toMatch(/"detail":"[^"]*[а-яё]/i);
  }
  expect.soft(diffSnapshots(before, after), `tables changed by a refused call ${shown}`).toEqual([]);
}

/** Every case runs two table checksums around its call: generous on a shared, busy machine. */
const SLOW = 600_000;

describe('authorization matrix', () => {
  it('lists every registered route, and nothing that is not registered', () => {
    const registered = routes.map(keyOf).sort();
    const missing = registered.filter((key) => !(key in matrix));
    const stale = Object.keys(matrix).filter((key) => !registered.includes(key));
    expect(missing, 'routes without a case in tests/api/security/matrix.ts').toEqual([]);
    expect(stale, 'matrix cases for routes that no longer exist').toEqual([]);
  });

  it('every public route is declared null and every other route has a case', () => {
    for (const route of routes) {
      const entry = matrix[keyOf(route)];
      if (entry === undefined) continue;
      if (route.access === 'public') expect(entry, keyOf(route)).toBeNull();
      else expect(entry, keyOf(route)).not.toBeNull();
    }
  });

  it(
    'refuses anonymous callers with 401 and changes nothing',
    async () => {
      for (const route of checked) {
        const entry = matrix[keyOf(route)];
        if (!entry || route.access === 'public') continue;
        await expectRefusedUnchanged(null, async () => entry.request(ctx), 401);
      }
    },
    SLOW,
  );

  it(
    'refuses a user of another organization holding every permission there (404/403)',
    async () => {
      for (const route of checked) {
        const entry = matrix[keyOf(route)];
        if (!entry || typeof route.access !== 'object') continue;
        await expectRefusedUnchanged(tokens.outsider, async () => entry.request(ctx), entry.outsider ?? 404);
      }
    },
    SLOW,
  );

  it(
    'refuses members who lack the permission with 403',
    async () => {
      for (const route of checked) {
        const entry = matrix[keyOf(route)];
        if (!entry?.weakMember || typeof route.access !== 'object') continue;
        await expectRefusedUnchanged(
          tokens[entry.weakMember.user],
          async () => entry.request(ctx),
          entry.weakMember.status,
        );
      }
    },
    SLOW,
  );

  it(
    'refuses back-office routes to normal users and to an impersonation token (403)',
    async () => {
      for (const route of checked) {
        const entry = matrix[keyOf(route)];
        if (!entry || route.access !== 'back_office') continue;
        await expectRefusedUnchanged(tokens.client_admin, async () => entry.request(ctx), 403);
        await expectRefusedUnchanged(tokens.impersonation, async () => entry.request(ctx), 403);
      }
    },
    SLOW,
  );
});
