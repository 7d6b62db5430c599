#!/usr/bin/env node
// Runs every suite (unit, API on PGlite, API on PostgreSQL when TEST_DATABASE_URL is set, browser)
// and ends with one line "N passed, N failed" summing them all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);
mkdirSync('test-results', { recursive: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

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
  const status = run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const report = readJson(file);
  const stats = report?.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const failed = (stats.unexpected ?? 0) + (report ? 0 : 1) + (status !== 0 && !stats.unexpected ? 1 : 0);
  suites.push(['playwright (e2e)', passed, failed, stats.skipped ?? 0]);
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
