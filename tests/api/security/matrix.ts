import type { InjectOptions } from 'fastify';

/** What a matrix case may use to aim at rows of the victim organizations. */
export interface MatrixContext {
  /** Demo ids: 'org:client', 'org:dairy', 'user:buyer', … (server/db/seed). */
  id(name: string): number;
  /** First value of a query on the seeded database, e.g. a victim's good id. */
  one(sql: string, params?: unknown[]): Promise<number>;
}

export type DemoUser = 'buyer' | 'storekeeper' | 'dairy_sales' | 'client_admin' | 'dairy_admin';

export interface MatrixCase {
  /** The call aimed at another organization's rows (ids of the demo organizations). */
  request(ctx: MatrixContext): Promise<InjectOptions & { url: string }> | (InjectOptions & { url: string });
  /**
   * What a user of *another* organization (holding every permission in their own) gets.
   * 404 by default for permission routes: foreign rows are never revealed.
   */
  outsider?: 403 | 404 | 422;
  /** A member of the victim organization who lacks the permission, and the answer they get. */
  weakMember?: { user: DemoUser; status: 403 | 404 };
}

/**
 * Every /v1 and /api_a route: how to call it against a victim's rows. Who may call it is not typed
 * here: it is read from the route's own `config.access` (app.apiRoutes). A registered route
 * missing from this table fails the suite (tests/api/security/authorization.test.ts).
 * `public` routes need no case (there is nothing to refuse); list them as null.
 */
export const matrix: Record<string, MatrixCase | null> = {
  'POST /v1/users/login': null,
  'POST /v1/users/signup': null,
  'GET /v1/users/forgot_password': null,
  'GET /v1/users/change_password': null,
  'GET /v1/users/verify_email': null,
  'POST /v1/users/logout': { request: () => ({ method: 'POST', url: '/v1/users/logout' }) },
  'GET /v1/users/me': { request: () => ({ method: 'GET', url: '/v1/users/me' }) },
  'PUT /v1/users/': {
    request: () => ({ method: 'PUT', url: '/v1/users/', payload: { name: 'Чужой' } }),
  },
  'GET /api_a/users/login_as/:id': {
    request: (ctx) => ({
      method: 'GET',
      url: `/api_a/users/login_as/${ctx.id('user:buyer')}?reason=проверка`,
    }),
  },
};
