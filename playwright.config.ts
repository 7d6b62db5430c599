import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { TOPOLOGY_SPECS } from './scripts/topology/specs';
import { CHROMIUM } from './tests/e2e/support/chromium';
import { E2E_WORKERS, serverPorts } from './tests/e2e/support/servers';

// E2E_BASE_URL: run against servers already started (scripts/topology: a balancer in front of two
// instances, whose outbox is $E2E_DATA_DIR/outbox); no server of its own then.
const BASE_URL = process.env.E2E_BASE_URL;
const CRAWLS = ['**/crawl.spec.ts'];
/** With the topology suite ahead (scripts/test-all.mjs), its own browser tests are left to it. */
const LEFT_TO_TOPOLOGY = process.env.E2E_LEAVE_TO_TOPOLOGY ? TOPOLOGY_SPECS.map((spec) => `**/${spec}`) : [];
// A fresh data directory per run (new embedded database with the demo seed, empty outbox). The
// runner creates it; the workers evaluate this file again and inherit the runner's environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'zakupki-e2e-'));
// The server appends every API answer here (projects «api-recording» and «api-traffic» below).
process.env.E2E_API_RESPONSES = path.resolve('test-results/api-responses.jsonl');

export default defineConfig({
  testDir: 'tests/e2e',
  // Each browser test runs once in CI (docs/decisions.md): everything against one server, but the
  // tests of what crosses instances, which run through the topology's balancer (E2E_SKIP_CRAWLS
  // there: it runs only those). Without the topology, everything runs here.
  testIgnore: process.env.E2E_SKIP_CRAWLS ? CRAWLS : LEFT_TO_TOPOLOGY,
  // One server per worker, each with its own fresh demo database (tests/e2e/support/test.ts): the
  // browser tests wait more than they compute, so two workers nearly halve the wall time on two
  // cores without one test ever seeing another's writes (docs/decisions.md).
  workers: BASE_URL ? 1 : E2E_WORKERS,
  // In CI a browser test that fails is run once more and reported as flaky, not failed: the two
  // shared cores sometimes stall a page beyond its bounds (docs/decisions.md).
  retries: process.env.CI ? 1 : 0,
  // A bound for a hung test, not a goal: a whole order flow of two people takes 40 s on a quiet
  // machine and more than twice that on a loaded one.
  timeout: 180_000,
  // The machine is shared: give a lazy page chunk time to arrive.
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }],
  ],
  use: {
    baseURL: BASE_URL ?? `http://127.0.0.1:${serverPorts()[0]}`,
    locale: 'ru-RU',
    trace: 'on-first-retry',
    launchOptions: CHROMIUM,
  },
  projects: [
    // Every API answer of the run is recorded (any spec, however it calls the API); after the browser
    // tests, even failed ones, «api-traffic» checks the answers against /docs/json.
    { name: 'api-recording', testMatch: /api-traffic\.setup\.ts$/, teardown: 'api-traffic' },
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      dependencies: ['api-recording'],
    },
    // Phones (issue 27): `*.mobile.ts` files only, which the chromium project's default pattern skips.
    {
      name: 'mobile',
      testMatch: /\.mobile\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      dependencies: ['api-recording'],
    },
    { name: 'api-traffic', testMatch: /api-traffic\.check\.ts$/ },
  ],
  // With E2E_BASE_URL the servers record to $E2E_API_RESPONSES themselves (scripts/topology).
  webServer: BASE_URL
    ? undefined
    : serverPorts().map((port, i) => ({
        command: 'node tests/e2e/support/server.mjs',
        env: {
          E2E_PORT: String(port),
          DATA_DIR: path.join(process.env.E2E_DATA_DIR as string, `server-${i + 1}`),
          // One outbox for all: tests read the letters from $E2E_DATA_DIR/outbox (support/index.ts).
          OUTBOX_DIR: path.join(process.env.E2E_DATA_DIR as string, 'outbox'),
          RECORD_API_RESPONSES: process.env.E2E_API_RESPONSES as string,
        },
        url: `http://127.0.0.1:${port}/healthz`,
        reuseExistingServer: false,
        // A bound for a server that never starts, far beyond what a loaded machine needs.
        timeout: 600_000,
        stdout: 'pipe' as const,
        stderr: 'pipe' as const,
      })),
});
