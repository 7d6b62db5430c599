/**
 * The production topology on one machine (issue 23, docs/deploy.md): PostgreSQL, PgBouncer in
 * transaction mode, an S3-compatible server, two app instances and HAProxy round-robin in front;
 * then what only this topology can show (issue 48): the topology checks (tests/topology: pooled
 * tenancy, files on S3, caches across instances), the browser tests of live events and jobs across
 * instances (TOPOLOGY_SPECS, which the single-server browser run leaves to this one), and last an
 * instance killed behind the balancer (tests/topology/instance-killed.last.ts).
 * Everything started here is stopped on exit. Ports are free ones the system hands out, so a run
 * left behind by a killed one never answers in its place.
 *
 *   npx tsx scripts/topology/run.ts [--no-e2e]
 *
 * Independent parts start side by side (the database, PgBouncer and s3rver; then both instances,
 * the second without the demo seed); each phase's seconds are printed and kept in
 * test-results/topology.json ({ passed, failed, seconds, phases }) for scripts/test-all.mjs.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePorts } from './free-ports';
import { startHaproxy } from './haproxy';
import { type PgBouncer, startPgBouncer, stopChild } from './pgbouncer';
import { type S3Server, startS3Server } from './s3';
import { TOPOLOGY_SPECS } from './specs';

const ADMIN_URL = process.env.TOPOLOGY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const withE2e = !process.argv.includes('--no-e2e');
/** `--e2e=live.spec.ts,orders.spec.ts`: these browser tests through the balancer instead (to chase one). */
const e2eSpecs = process.argv
  .find((a) => a.startsWith('--e2e='))
  ?.slice('--e2e='.length)
  .split(',') ?? [...TOPOLOGY_SPECS];
const started = Date.now();
/** What to stop, in layers stopped last-started first; the parts of one layer stop together. */
const cleanups: (() => Promise<void>)[][] = [];
const stopLayer = (...parts: (() => Promise<void>)[]) => cleanups.push(parts);
const log = (message: string) =>
  console.log(`[topology ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
/** Seconds each phase took, in order. */
const phases: Record<string, number> = {};
async function phase<T>(name: string, fn: () => Promise<T> | T): Promise<T> {
  const from = Date.now();
  try {
    return await fn();
  } finally {
    phases[name] = Math.round((Date.now() - from) / 100) / 10;
    log(`${name}: ${phases[name]} s`);
  }
}

function ensurePostgres() {
  const ready = () => spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432']).status === 0;
  if (ready()) return;
  const version = execFileSync('ls', ['/etc/postgresql']).toString().trim().split('\n')[0];
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
    stdio: 'inherit',
  });
  for (let i = 0; i < 30 && !ready(); i++) spawnSync('sleep', ['1']);
  if (!ready()) throw new Error('PostgreSQL does not start on 127.0.0.1:5432');
}

async function adminQuery(sqlText: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

async function waitForHealth(url: string, child?: ChildProcess, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the instance exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}/healthz does not answer after ${timeoutMs} ms`);
}

function startInstance(port: number, env: Record<string, string>, stops: (() => Promise<void>)[]) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `zakupki-topology-${port}-`));
  // tsx as a loader of this very process (not its CLI, which runs the server as a child): the pid is
  // the server's, so the kill of the last check kills the server and leaves no orphan answering.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
  stops.push(async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return child;
}

/** Runs a command, its output shown; resolves with its exit code. */
function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const readJson = (file: string) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

async function stopAll() {
  for (const layer of cleanups.reverse())
    await Promise.all(layer.map((stop) => stop().catch((error) => console.error(error))));
  cleanups.length = 0;
}

async function main() {
  mkdirSync('test-results', { recursive: true });
  const [balancer, first, second, s3Port, pgbouncer] = await freePorts(5);
  const PORTS = { balancer, instances: [first, second], s3: s3Port, pgbouncer };
  await phase(withE2e ? 'PostgreSQL and the SPA build' : 'PostgreSQL', () => {
    ensurePostgres();
    // Only the browser tests need the SPA.
    if (withE2e && !existsSync('dist/index.html'))
      execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  });

  const database = `topology_${process.pid}`;
  const directUrl = new URL(ADMIN_URL);
  directUrl.pathname = `/${database}`;
  const [bouncer, s3] = await phase('database, PgBouncer and s3rver', async () => {
    const created = adminQuery(`CREATE DATABASE ${database}`).then(() =>
      stopLayer(() => adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)),
    );
    const parts = await Promise.allSettled([
      startPgBouncer({ port: PORTS.pgbouncer, upstreamUrl: directUrl.toString(), poolSize: 10 }),
      startS3Server(PORTS.s3),
      created,
    ] as const);
    const stops: (() => Promise<void>)[] = [];
    for (const part of parts.slice(0, 2))
      if (part.status === 'fulfilled') stops.push((part.value as PgBouncer | S3Server).stop);
    stopLayer(...stops);
    const failure = parts.find((part) => part.status === 'rejected');
    if (failure) throw (failure as PromiseRejectedResult).reason;
    return [
      (parts[0] as PromiseFulfilledResult<PgBouncer>).value,
      (parts[1] as PromiseFulfilledResult<S3Server>).value,
    ] as const;
  });
  log(`PgBouncer (transaction mode) on ${PORTS.pgbouncer}, s3rver on ${PORTS.s3}`);

  const e2eDataDir = mkdtempSync(path.join(os.tmpdir(), 'zakupki-topology-e2e-'));
  stopLayer(async () => rmSync(e2eDataDir, { recursive: true, force: true }));
  const balancerUrl = `http://127.0.0.1:${PORTS.balancer}`;
  const instanceEnv = {
    ...s3.env,
    DATABASE_URL: bouncer.urlOf(directUrl.toString()),
    LISTEN_DATABASE_URL: directUrl.toString(),
    JWT_SECRET: `topology-${process.pid}-${Date.now()}-shared-secret`,
    OUTBOX_DIR: path.join(e2eDataDir, 'outbox'),
    // Where playwright.config.ts has the browser tests' API answers recorded (api-traffic check).
    RECORD_API_RESPONSES: path.resolve('test-results/api-responses.jsonl'),
    PUBLIC_URL: balancerUrl,
    TRUST_PROXY: 'true',
  };
  // Both instances start at once: migrations take an advisory lock (the second waits and finds
  // them applied), and only the first seeds the demo, so the two never seed side by side. No one
  // calls either before both answer.
  const instanceUrls = PORTS.instances.map((port) => `http://127.0.0.1:${port}`);
  const children = await phase('two instances (migrations, demo seed)', async () => {
    const stops: (() => Promise<void>)[] = [];
    stopLayer(async () => void (await Promise.all(stops.map((stop) => stop()))));
    const started = PORTS.instances.map((port, i) =>
      startInstance(port, { ...instanceEnv, SEED_DEMO: i === 0 ? 'true' : 'false' }, stops),
    );
    await Promise.all(instanceUrls.map((url, i) => waitForHealth(url, started[i])));
    return started;
  });
  await phase('HAProxy', async () => {
    const balancer = await startHaproxy(PORTS.balancer, PORTS.instances);
    stopLayer(() => balancer.stop());
    await waitForHealth(balancerUrl);
  });
  log(`two instances ${instanceUrls.join(', ')} behind HAProxy ${balancerUrl}`);

  const results: Record<string, { passed: number; failed: number }> = {};
  const checks = (project: string, env: Record<string, string> = {}) => {
    const file = `test-results/${project}-vitest.json`;
    rmSync(file, { force: true });
    return run(
      process.execPath,
      [
        path.resolve('node_modules/vitest/vitest.mjs'),
        'run',
        '--project',
        project,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ],
      { TOPOLOGY_BASE_URL: balancerUrl, TOPOLOGY_INSTANCES: instanceUrls.join(','), ...env },
    ).then((status) => {
      const vitest = readJson(file);
      const counted = {
        passed: vitest?.numPassedTests ?? 0,
        failed:
          (vitest?.numFailedTests ?? 0) +
          (vitest ? 0 : 1) +
          (status !== 0 && !vitest?.numFailedTests ? 1 : 0),
      };
      log(`${project}: ${counted.passed} passed, ${counted.failed} failed`);
      return counted;
    });
  };
  results.checks = await phase('topology checks (vitest)', () => checks('topology'));

  if (withE2e) {
    const e2eFile = 'test-results/topology-e2e.json';
    rmSync(e2eFile, { force: true });
    const e2eStarted = Date.now();
    const status = await phase('Playwright through the balancer', () =>
      run(process.execPath, [path.resolve('node_modules/@playwright/test/cli.js'), 'test', ...e2eSpecs], {
        E2E_BASE_URL: balancerUrl,
        E2E_DATA_DIR: e2eDataDir,
        E2E_SKIP_CRAWLS: '1',
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile,
      }),
    );
    const stats = readJson(e2eFile)?.stats ?? null;
    results.e2e = {
      passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
      failed: (stats?.unexpected ?? 0) + (stats ? 0 : 1) + (status !== 0 && !stats?.unexpected ? 1 : 0),
    };
    log(
      `Playwright through the balancer: ${results.e2e.passed} passed, ${results.e2e.failed} failed in ${((Date.now() - e2eStarted) / 1000).toFixed(0)} s`,
    );
  }
  // Last, as it leaves one instance dead.
  results.killed = await phase('an instance killed behind the balancer', () =>
    checks('topology-last', { TOPOLOGY_VICTIM_PID: String(children[1].pid) }),
  );
  return results;
}

let results: Record<string, { passed: number; failed: number }> = {};
let failure: unknown = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping everything`);
    void stopAll().then(() => process.exit(1));
  });
}
try {
  results = await main();
} catch (error) {
  failure = error;
  console.error(error);
} finally {
  await phase('stop', stopAll);
}
const passed = Object.values(results).reduce((sum, r) => sum + r.passed, 0);
const failed = Object.values(results).reduce((sum, r) => sum + r.failed, 0) + (failure ? 1 : 0);
const seconds = Math.round((Date.now() - started) / 1000);
writeFileSync(
  'test-results/topology.json',
  JSON.stringify({ passed, failed, seconds, phases, results }, null, 2),
);
log(`${passed} passed, ${failed} failed in ${seconds} s`);
console.table(Object.entries(phases).map(([name, s]) => ({ phase: name, seconds: s })));
process.exit(failed > 0 ? 1 : 0);
