import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './tests/e2e/support/chromium';

// E2E_PORT lets two runs on one machine use different ports.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL: run against servers already started (scripts/topology: a balancer in front of two
// instances, whose outbox is $E2E_DATA_DIR/outbox); no server of its own then.
const BASE_URL = process.env.E2E_BASE_URL;
const CRAWLS = ['**/crawl.spec.ts', '**/a11y-crawl.spec.ts'];
const ONLY_CRAWLS = Boolean(process.env.E2E_ONLY_CRAWLS);
// A fresh data directory per run (new embedded database with the demo seed, empty outbox). The
// runner creates it; the workers evaluate this file again and inherit the runner's environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'zakupki-e2e-'));
// The server appends every API answer here (projects «api-recording» and «api-traffic» below).
process.env.E2E_API_RESPONSES = path.resolve('test-results/api-responses.jsonl');

export default defineConfig({
  testDir: 'tests/e2e',
  // Each browser test runs once in CI (docs/decisions.md): the screen crawls (every route of every
  // role, with axe) against one process (E2E_ONLY_CRAWLS), everything else through the balancer of
  // the topology suite (E2E_SKIP_CRAWLS). Without either, everything runs here.
  testIgnore: process.env.E2E_SKIP_CRAWLS ? CRAWLS : [],
  workers: 1,
  // In CI a browser test that fails is run once more and reported as flaky, not failed: the two
  // shared cores sometimes stall a page beyond its bounds (docs/decisions.md).
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  // The machine is shared: give a lazy page chunk time to arrive.
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }],
  ],
  use: {
    baseURL: BASE_URL ?? `http://127.0.0.1:${PORT}`,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM,
  },
  projects: [
    // Every API answer of the run is recorded (any spec, however it calls the API); after the browser
    // tests, even failed ones, «api-traffic» checks the answers against /docs/json.
    { name: 'api-recording', testMatch: /api-traffic\.setup\.ts$/, teardown: 'api-traffic' },
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      ...(ONLY_CRAWLS ? { testMatch: CRAWLS } : {}),
      dependencies: ['api-recording'],
    },
    // Phones (issue 27): `*.mobile.ts` files only, which the chromium project's default pattern skips.
    {
      name: 'mobile',
      testMatch: ONLY_CRAWLS ? [] : /\.mobile\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      dependencies: ['api-recording'],
    },
    { name: 'api-traffic', testMatch: /api-traffic\.check\.ts$/ },
  ],
  // With E2E_BASE_URL the servers record to $E2E_API_RESPONSES themselves (scripts/topology).
  webServer: BASE_URL
    ? undefined
    : {
        command: 'node tests/e2e/support/server.mjs',
        env: {
          E2E_PORT: String(PORT),
          DATA_DIR: process.env.E2E_DATA_DIR,
          RECORD_API_RESPONSES: process.env.E2E_API_RESPONSES,
        },
        url: `http://127.0.0.1:${PORT}/healthz`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
