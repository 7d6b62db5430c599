#!/usr/bin/env node
// Runs every suite (unit, API on PostgreSQL when TEST_DATABASE_URL is set and on PGlite, browser,
// and the production topology when TEST_DATABASE_URL is set), prints each phase's wall time and the
// tests that needed their retry, and ends with one line "N passed, N failed" summing them all.
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

/** Ports nothing listens on now: a server left over from an earlier run never answers in our place. */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

// .ci/run records its own steps (install, lint, type-check, build) before it calls this; read now,
// as Playwright empties test-results/ when it starts.
const ciSteps = readJson('test-results/ci-steps.json') ?? [];

const totals = { passed: 0, failed: 0, skipped: 0 };
/** [name, passed, failed, skipped, seconds] per phase, in the order they ran. */
const suites = [];
/** Tests that passed only on their retry: listed at the end, never hidden in the total. */
const retried = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const timed = (fn) => {
  const started = Date.now();
  const result = fn();
  return [result, Math.round((Date.now() - started) / 1000)];
};

/** Each test file's whole wall time, every project (scripts/vitest-file-times.ts). */
const FILE_TIMES = 'test-results/file-times.jsonl';
rmSync(FILE_TIMES, { force: true });

/** One vitest project on its own, so the table gives each project's wall time. */
function vitestProject(project) {
  const file = `test-results/vitest-${project}.json`;
  rmSync(file, { force: true });
  const [status, seconds] = timed(() =>
    run(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        project,
        '--reporter=default',
        '--reporter=json',
        '--reporter=./scripts/vitest-file-times.ts',
        `--outputFile.json=${file}`,
      ],
      { FILE_TIMES_OUT: FILE_TIMES },
    ),
  );
  const report = readJson(file);
  const passed = report?.numPassedTests ?? 0;
  const failed =
    (report?.numFailedTests ?? 0) + (report ? 0 : 1) + (status !== 0 && !report?.numFailedTests ? 1 : 0);
  const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  suites.push([`vitest ${project}`, passed, failed, skipped, seconds]);
}

/** Walks a Playwright JSON report: tests per spec file, with their time and whether they needed a retry. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        tests.push({
          file: file ?? suite.file,
          title: spec.title,
          project: test.projectName,
          status: test.status,
          seconds: results.reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return tests;
}

/** Reads a Playwright run's report into the table: the crawl and the other tests as rows of their own. */
function playwrightRows(name, file, status, seconds) {
  const report = readJson(file);
  const stats = report?.stats ?? {};
  const failed = (stats.unexpected ?? 0) + (report ? 0 : 1) + (status !== 0 && !stats.unexpected ? 1 : 0);
  const tests = playwrightTests(report);
  for (const test of tests.filter((t) => t.status === 'flaky'))
    retried.push(`${name}: ${test.file} › ${test.title} (${test.project})`);
  const crawl = tests.filter((t) => /crawl\.spec\.ts$/.test(t.file));
  const sum = (list) => Math.round(list.reduce((total, t) => total + t.seconds, 0));
  suites.push([name, (stats.expected ?? 0) + (stats.flaky ?? 0), failed, stats.skipped ?? 0, seconds]);
  if (crawl.length) {
    // Test time, not wall time: the workers run tests side by side.
    suites.push([`  test time of the crawl (${crawl.length} parts)`, null, null, null, sum(crawl)]);
    suites.push([`  test time of the other browser tests`, null, null, null, sum(tests) - sum(crawl)]);
  }
}

/** The median file of each project, as a row: an API file against a unit file (issue 48: ≤ 2×). */
function medianFiles() {
  let lines = [];
  try {
    lines = readFileSync(FILE_TIMES, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
  } catch {
    return;
  }
  const median = (project) => {
    const times = lines.filter((l) => l.project === project).map((l) => l.seconds);
    times.sort((a, b) => a - b);
    return times.length ? times[Math.floor(times.length / 2)] : null;
  };
  const unit = median('unit');
  for (const project of ['api-pg', 'api']) {
    const api = median(project);
    if (unit && api)
      fileRows.push(
        `median ${project} file ${api.toFixed(1)} s, median unit file ${unit.toFixed(1)} s: ${(api / unit).toFixed(2)}×`,
      );
  }
}
const fileRows = [];

if (want('vitest')) {
  vitestProject('unit');
  if (process.env.TEST_DATABASE_URL) vitestProject('api-pg');
  vitestProject('api');
  medianFiles();
}

if (want('e2e')) {
  const [, buildSeconds] = timed(() => (existsSync('dist/index.html') ? 0 : run('npx', ['vite', 'build'])));
  if (buildSeconds > 1) suites.push(['SPA build for the browser tests', null, null, null, buildSeconds]);
  const file = 'test-results/e2e.json';
  rmSync(file, { force: true });
  // One server per Playwright worker (playwright.config.ts), each on a port nothing listens on.
  const ports = process.env.E2E_PORTS ?? (await freePorts(2)).join(',');
  // With a PostgreSQL server, the servers copy one seeded database instead of each seeding its own.
  const template = process.env.TEST_DATABASE_URL ? `e2e_tpl_${process.pid}` : null;
  const seededTemplate = (action) =>
    run('npx', ['tsx', 'tests/e2e/support/seeded-template.ts', action, template]);
  if (template) {
    const [created, templateSeconds] = timed(() => seededTemplate('create'));
    suites.push([
      'browser tests: seeded PostgreSQL database',
      null,
      created === 0 ? null : 1,
      null,
      templateSeconds,
    ]);
  }
  const [status, seconds] = timed(() =>
    run('npx', ['playwright', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      E2E_PORTS: ports,
      ...(template ? { E2E_PG_TEMPLATE: template } : {}),
      // The tests of what crosses instances run through the topology's balancer instead.
      ...(topology ? { E2E_LEAVE_TO_TOPOLOGY: '1' } : {}),
    }),
  );
  if (template) seededTemplate('drop');
  playwrightRows(
    `playwright (one server${template ? ' per worker, PostgreSQL' : ' per worker, PGlite'})`,
    file,
    status,
    seconds,
  );
}

if (topology) {
  // PgBouncer in transaction mode, S3-compatible storage, two instances behind HAProxy: the
  // topology checks and its browser tests through the balancer (scripts/topology/run.ts).
  if (!existsSync('dist/index.html')) run('npx', ['vite', 'build']);
  const file = 'test-results/topology.json';
  rmSync(file, { force: true });
  const [status, seconds] = timed(() => run('npx', ['tsx', 'scripts/topology/run.ts']));
  const report = readJson(file);
  const passed = report?.passed ?? 0;
  const failed = (report?.failed ?? 0) + (report ? 0 : 1) + (status !== 0 && !report?.failed ? 1 : 0);
  suites.push(['topology', passed, failed, 0, seconds]);
  for (const test of playwrightTests(readJson('test-results/topology-e2e.json')).filter(
    (t) => t.status === 'flaky',
  ))
    retried.push(`topology: ${test.file} › ${test.title}`);
}

const rows = [...ciSteps.map(({ step, seconds }) => [`ci: ${step}`, null, null, null, seconds]), ...suites];
const minutes = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
console.log('\nPhase wall times');
console.log('| phase | passed | failed | skipped | wall time |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [name, passed, failed, skipped, seconds] of rows) {
  const cell = (n) => (n === null ? '' : String(n));
  console.log(`| ${name} | ${cell(passed)} | ${cell(failed)} | ${cell(skipped)} | ${minutes(seconds)} |`);
}
const wall = rows.filter(([name]) => !name.startsWith('  ')).reduce((sum, row) => sum + row[4], 0);
console.log(`| all of the above | | | | ${minutes(wall)} |`);
for (const line of fileRows) console.log(line);
if (retried.length) {
  console.log(`\nPassed only on their retry (${retried.length}):`);
  for (const line of retried) console.log(`  ${line}`);
}
for (const [, passed, failed, skipped] of suites) {
  totals.passed += passed ?? 0;
  totals.failed += failed ?? 0;
  totals.skipped += skipped ?? 0;
}
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
