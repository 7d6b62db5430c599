// What the benchmarks of background work share (bench/import, bench/price-list-bulk,
// bench/orders-export): the app on a fresh seeded database, in-process, with a supplier's admin at
// work and a buyer reading the order list meanwhile, whose reads are timed as a user would see
// them; the run on both engines and the jobs polled to their end.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';
import { DEMO_PASSWORD } from '../../server/db/seed/context';
import { benchConfig } from './config';

/** A fresh database: in-memory PGlite, or a new database on the PostgreSQL server of url. */
export async function freshDatabase(
  url?: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!url) {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  const drop = async () => {
    await database.close();
    const again = new pg.Client({ connectionString: url });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await again.end();
  };
  return { database, drop };
}

/** The app on a fresh seeded database, a supplier's admin at work and a buyer reading orders. */
export async function benchApp(url?: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-app-'));
  const config = benchConfig({ dataDir, inMemoryDb: true, distDir: path.join(dataDir, 'no-dist') });
  const { database, drop } = await freshDatabase(url);
  await migrate(database);
  const ids = await seedDemo(database, config);
  const app = await buildApp(config, { database, migrate: false });
  await app.ready();
  const login = async (email: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/v1/users/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: email, password: DEMO_PASSWORD }).toString(),
      })
    ).json().access_token as string;
  const supplier = await login('dmitry@zorka.demo');
  const buyer = await login('anna@vkusdvor.demo');
  return {
    database,
    ids,
    /** A demo user's token, for a bench acting as someone else (bench/offline-counting). */
    login,
    app,
    orgId: ids.get('org:dairy') as number,
    inject: (opts: {
      method: 'POST' | 'GET' | 'PUT';
      url: string;
      headers?: Record<string, string>;
      payload?: Buffer;
    }) => app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${supplier}` } }),
    /** One read of the buyer's order list, as the order screen makes it. */
    readOrders: () =>
      app.inject({
        method: 'GET',
        url: '/v1/client/orders/?limit=25',
        headers: { authorization: `Bearer ${buyer}` },
      }),
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The buyer reads the order list 50 ms after the previous answer; each read is kept with the stage
 * it started in. A read is timed from when it was due, not from when this process got round to
 * sending it: the server shares the event loop with the bench, and a loop held by the import would
 * otherwise delay the send and hide exactly the wait a real user would see.
 */
export function orderReader(t: BenchApp, first = 'до импорта') {
  const reads: { stage: string; ms: number }[] = [];
  let stage = first;
  let running = true;
  const loop = (async () => {
    let due = performance.now();
    while (running) {
      const at = stage;
      const res = await t.readOrders();
      if (res.statusCode !== 200) throw new Error(`order list: ${res.statusCode}`);
      const answered = performance.now();
      reads.push({ stage: at, ms: answered - due });
      due = answered + 50;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    set: (next: string) => {
      stage = next;
    },
    async stop() {
      running = false;
      await loop;
      return reads;
    },
  };
}

export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
export const ms = (v: number | undefined) => (v === undefined ? '—' : `${Math.round(v)} мс`);

export type BenchApp = Awaited<ReturnType<typeof benchApp>>;

/** p50 / p99 / max of the reads made during one stage, for the printed table. */
export function readStats(reads: { stage: string; ms: number }[], stage: string) {
  const sorted = reads
    .filter((r) => r.stage === stage)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  return {
    чтений: String(sorted.length),
    p50: ms(pct(sorted, 50)),
    p99: ms(pct(sorted, 99)),
    max: ms(sorted[sorted.length - 1]),
  };
}

export type Engine = 'PGlite' | 'PostgreSQL';

/**
 * Runs a benchmark on PGlite and, when TEST_DATABASE_URL (or DATABASE_URL) is set, on PostgreSQL
 * (BENCH_ENGINES=pglite|postgres picks), then prints its tables and the machine's load.
 */
export async function runOnEngines(
  bench: (engine: Engine, url?: string) => Promise<void>,
  print: () => void,
) {
  const load = () =>
    os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(', ');
  const loadBefore = load();
  const only = process.env.BENCH_ENGINES;
  if (!only || only.includes('pglite')) await bench('PGlite');
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (url && (!only || only.includes('postgres'))) await bench('PostgreSQL', url);
  print();
  console.log(
    `Средняя загрузка (1, 5, 15 мин, как uptime): ${loadBefore} в начале, ${load()} в конце; ядер: ${os.cpus().length}`,
  );
}

interface JobAnswer {
  id: number;
  state: string;
  error?: string | null;
}

/**
 * Queues a job and reads it every `everyMs` as the screens do until it ends; answers the ended job
 * and the wall time. A job that did not end `done` fails the benchmark.
 */
export async function runJob<T extends JobAnswer>(
  start: () => Promise<T>,
  read: (id: number) => Promise<T>,
  everyMs: number,
): Promise<{ job: T; ms: number }> {
  const started = performance.now();
  let job = await start();
  while (!['done', 'failed', 'cancelled'].includes(job.state)) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    job = await read(job.id);
  }
  if (job.state !== 'done') throw new Error(`job ${job.state}: ${job.error}`);
  return { job, ms: performance.now() - started };
}

/** One printed row per stage: the job's time, its outcome and the buyer's reads meanwhile. */
export function stageRows(
  engine: Engine,
  stages: [string, string, string][],
  reads: { stage: string; ms: number }[],
) {
  return stages.map(([stage, time, result]) => ({
    база: engine,
    этап: stage,
    задача: time,
    итог: result,
    ...readStats(reads, stage),
  }));
}
