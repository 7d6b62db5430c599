import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@contract': path.resolve(import.meta.dirname, 'contract'),
  '@server': path.resolve(import.meta.dirname, 'server'),
};

/** `*.pg.test.ts` files need a PostgreSQL server (real concurrency) and run only in api-pg. */
const apiProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  resolve: { alias },
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    exclude,
    environment: 'node' as const,
    env,
    // One PGlite WASM compile per worker instead of one per file.
    pool: 'forks' as const,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
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
      apiProject('api', { TEST_DB: 'pglite' }, ['tests/api/**/*.pg.test.ts']),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', { TEST_DB: 'postgres' })] : []),
      // Over HTTP against the running topology (scripts/topology/run.ts sets TOPOLOGY_BASE_URL).
      ...(process.env.TOPOLOGY_BASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'topology',
                include: ['tests/topology/**/*.test.ts'],
                environment: 'node' as const,
                testTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
