#!/usr/bin/env node
// Runs every suite (unit, API on PGlite, API on PostgreSQL when TEST_DATABASE_URL is set, browser,
// and the production topology when TEST_DATABASE_URL is set) and ends with one line
// "N passed, N failed" summing them all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';

const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);
mkdirSync('test-results', { recursive: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const isRoot = process.getuid?.() === 0;
const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/**
 * Debian packages a suite needs: installed with apt when running as root, otherwise the run stops
 * at once naming the one command to run.
 */
function requirePackages(packages) {
  const missing = packages.filter(([command]) => !hasCommand(command)).map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  const install = `apt-get install -y ${missing.join(' ')}`;
  if (isRoot && hasCommand('apt-get')) {
    console.log(`Installing ${missing.join(', ')} (Debian packages the tests need)…`);
    if (run('apt-get', ['update', '-qq']) === 0 && run('apt-get', ['install', '-y', '-qq', ...missing]) === 0)
      return;
  }
  console.error(`\nThe tests need ${missing.join(', ')}. Run:\n\n  sudo ${install}\n\nthen npm test again.`);
  process.exit(1);
}

const topology = want('topology') && Boolean(process.env.TEST_DATABASE_URL);
requirePackages([
  ...(want('e2e') || topology ? [['chromium', 'chromium']] : []),
  ...(topology
    ? [
        ['pgbouncer', 'pgbouncer'],
        ['haproxy', 'haproxy'],
      ]
    : []),
]);

/** A port nothing listens on now: a server left over from an earlier run never answers in our place. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const suites = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

if (want('vitest')) {
  const file = 'test-results/vitest.json';
  rmSync(file, { force: true });
  const status = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = readJson(file);
  const passed = report?.numPassedTests ?? 0;
  const failed =
    (report?.numFailedTests ?? 0) + (report ? 0 : 1) + (status !== 0 && !report?.numFailedTests ? 1 : 0);
  const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  suites.push(['vitest (unit + api)', passed, failed, skipped]);
}

if (want('e2e')) {
  if (!existsSync('dist/index.html')) run('npx', ['vite', 'build']);
  const file = 'test-results/e2e.json';
  rmSync(file, { force: true });
  // With the topology suite ahead, only the screen crawls run here; every other browser test runs
  // once, through the balancer (docs/decisions.md).
  const status = run('npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
    ...(topology ? { E2E_ONLY_CRAWLS: '1' } : {}),
  });
  const report = readJson(file);
  const stats = report?.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const failed = (stats.unexpected ?? 0) + (report ? 0 : 1) + (status !== 0 && !stats.unexpected ? 1 : 0);
  suites.push([
    topology ? 'playwright (e2e: screen crawls)' : 'playwright (e2e)',
    passed,
    failed,
    stats.skipped ?? 0,
  ]);
}

if (topology) {
  // PgBouncer in transaction mode, S3-compatible storage, two instances behind HAProxy: the
  // topology checks and the whole browser suite through the balancer (scripts/topology/run.ts).
  if (!existsSync('dist/index.html')) run('npx', ['vite', 'build']);
  const file = 'test-results/topology.json';
  rmSync(file, { force: true });
  const status = run('npx', ['tsx', 'scripts/topology/run.ts']);
  const report = readJson(file);
  const passed = report?.passed ?? 0;
  const failed = (report?.failed ?? 0) + (report ? 0 : 1) + (status !== 0 && !report?.failed ? 1 : 0);
  suites.push([`topology (${report?.seconds ?? '?'} s)`, passed, failed, 0]);
}

for (const [name, passed, failed, skipped] of suites) {
  console.log(`${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
}
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
