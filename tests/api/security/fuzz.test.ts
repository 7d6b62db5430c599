import type { ApiRoute } from '@server/plugins/auth';
import fc from 'fast-check';
import type { FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../support/app';
import { type JsonSchema, MARKER, nasty, objectOf, pathValue, toQueryString } from './fuzz-arbitraries';

/**
 * Schema fuzzing: requests generated from the same zod schemas that build the OpenAPI document.
 * For every route: never a 5xx, every 4xx carries the DESIGN §4 error body, 2xx bodies pass the
 * response schema (the serializer validates them — a mismatch would be a 500), and unknown fields
 * are never written. Seeded and reproducible: FUZZ_SEED, FUZZ_RUNS.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/**
 * Calls that would end the fuzzing session itself, and the event stream, which answers with a
 * stream that stays open by design (tests/api/events covers its refusals and its answers).
 */
const SKIP = new Set(['POST /v1/users/logout', 'GET /v1/events']);

let t: TestApp;
const tokens: (string | null)[] = [];

beforeAll(async () => {
  t = await createTestApp();
  tokens.push(
    null,
    await t.login('anna@vkusdvor.demo'),
    await t.login('dmitry@zorka.demo'),
    await t.login('admin@zakupki.demo'),
  );
});
afterAll(() => t.close());

const toJson = (schema: unknown): JsonSchema | null => {
  if (!schema) return null;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return { type: 'object' };
  }
};

function requestArbitrary(route: ApiRoute) {
  const schema = (route.schema ?? {}) as FastifySchema;
  const paramNames = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
  const query = toJson(schema.querystring);
  const body = toJson(schema.body);
  return fc
    .record({
      token: fc.constantFrom(...tokens),
      params: fc.tuple(...paramNames.map(() => pathValue)),
      query: query ? objectOf(query) : fc.constant({}),
      body: body
        ? fc.oneof({ weight: 5, arbitrary: objectOf(body) }, { weight: 1, arbitrary: nasty })
        : fc.option(nasty, { nil: undefined }),
      form: fc.boolean(),
    })
    .map(({ token, params, query, body, form }) => {
      let url = route.url;
      paramNames.forEach((name, i) => {
        url = url.replace(`:${name}`, encodeURIComponent(params[i]));
      });
      const withBody = !['GET', 'DELETE'].includes(route.method);
      const asForm = withBody && form && body && typeof body === 'object' && !Array.isArray(body);
      return {
        token,
        method: route.method as 'GET',
        url: `${url}${toQueryString(query)}`,
        ...(withBody && body !== undefined
          ? asForm
            ? {
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: toQueryString(body as Record<string, unknown>).slice(1),
              }
            : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
          : {}),
      };
    });
}

describe('schema fuzzing', () => {
  it('never answers 5xx, always with the error body on 4xx', async () => {
    const routes = t.app.apiRoutes.filter((r) => !SKIP.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(5);
    let cases = 0;
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async ({ token, ...request }) => {
          cases += 1;
          const res = await t.as(token)(request);
          if (res.statusCode >= 500)
            throw new Error(`${route.method} ${route.url} → ${res.statusCode} ${res.body}`);
          if (res.statusCode >= 400) {
            const body = res.json();
            if (typeof body.detail !== 'string' || typeof body.code !== 'string') {
              throw new Error(`${request.url}: ${res.statusCode} without the error body: ${res.body}`);
            }
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
    console.log(`fuzz: ${cases} requests over ${routes.length} routes (seed ${SEED})`);
    // Thousands of requests in one test: 28 s on a quiet machine, several times that on a busy one.
  }, 600_000);

  it('never writes unknown fields (mass assignment)', async () => {
    const tables = await t.database.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('audit_log')",
    );
    for (const { name } of tables) {
      const rows = await t.database.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM "${name}" t WHERE t::text LIKE '%${MARKER}%'`,
      );
      expect(rows[0].n, `table ${name} holds a value sent in an unknown field`).toBe('0');
    }
    const admins = await t.database.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM users WHERE is_back_office',
    );
    expect(admins[0].n).toBe('1');
  });
});
