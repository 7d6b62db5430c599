import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@contract': path.resolve(import.meta.dirname, 'contract'),
  '@server': path.resolve(import.meta.dirname, 'server'),
};

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Engines by purpose (docs/decisions.md, «What runs on which engine»): with a PostgreSQL server the
 * whole API suite runs on it, the production engine; PGlite then runs the files that exercise what
 * differs between the engines (the driver layer, row-level security, LISTEN, the one connection
 * that jobs and requests share), the authorization matrix and one smoke file per area. Without a
 * server, everything runs on PGlite.
 */
const PGLITE_FILES = [
  // the driver layer: migrations, functions, planner statistics, RLS, LISTEN, parameter types
  'tests/api/database/*.test.ts',
  'tests/api/security/rls.test.ts',
  'tests/api/user-cache.test.ts',
  'tests/api/idempotency.test.ts',
  'tests/api/orders/keyset-paging.test.ts',
  // the authorization matrix: every route as an outsider
  'tests/api/security/authorization.test.ts',
  // events and jobs: the one connection shared with requests
  'tests/api/events/*.test.ts',
  'tests/api/goods/import-store.test.ts',
  'tests/api/goods/import.test.ts',
  'tests/api/trade/price-list-bulk-job.test.ts',
  // one smoke file per area
  'tests/api/access/users.test.ts',
  'tests/api/admin/access.test.ts',
  'tests/api/auth/auth.test.ts',
  'tests/api/dictionaries/dictionaries.test.ts',
  'tests/api/goods/goods.test.ts',
  'tests/api/inventory/stocktaking.test.ts',
  'tests/api/marketplace/marketplace.test.ts',
  'tests/api/news/posts.test.ts',
  'tests/api/orders/checkout.test.ts',
  'tests/api/orders/numbers.test.ts',
  'tests/api/settings/sales-points.test.ts',
  'tests/api/trade/price-lists.test.ts',
];

/** `*.pg.test.ts` files need a PostgreSQL server (real concurrency) and run only in api-pg. */
const apiProject = (
  name: string,
  env: Record<string, string>,
  include: string[],
  exclude: string[] = [],
) => ({
  resolve: { alias },
  test: {
    name,
    include,
    exclude,
    environment: 'node' as const,
    env,
    // One migrated and one seeded database per run; each file starts from a copy (issue 48).
    globalSetup: ['tests/api/support/global-setup.ts'],
    // One PGlite WASM compile per worker instead of one per file.
    pool: 'forks' as const,
    isolate: false,
    // Bounds for a hung test, far beyond what a loaded machine needs (a file's set-up is a copy).
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});

const ALL_API = ['tests/api/**/*.test.ts'];

const topologyProject = (name: string, include: string[]) => ({
  resolve: { alias },
  test: { name, include, environment: 'node' as const, testTimeout: 60_000 },
});

export default defineConfig({
  test: {
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // MUI X imports `@mui/material/styles` as a directory, which only a bundler resolves.
          server: { deps: { inline: [/@mui\/x-/] } },
        },
      },
      apiProject('api', { TEST_DB: 'pglite' }, hasPostgres ? PGLITE_FILES : ALL_API, [
        'tests/api/**/*.pg.test.ts',
      ]),
      ...(hasPostgres ? [apiProject('api-pg', { TEST_DB: 'postgres' }, ALL_API)] : []),
      // Over HTTP against the running topology (scripts/topology/run.ts sets TOPOLOGY_BASE_URL).
      ...(process.env.TOPOLOGY_BASE_URL
        ? [
            topologyProject('topology', ['tests/topology/**/*.test.ts']),
            // Kills an instance: run on its own, after everything else (scripts/topology/run.ts).
            topologyProject('topology-last', ['tests/topology/**/*.last.ts']),
          ]
        : []),
    ],
  },
});
