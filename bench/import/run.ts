/**
 * Import benchmark: npx tsx bench/import/run.ts [--rows N]
 * For a generated .xlsx and .csv of N rows (default 100 000) it measures, in one process and as the
 * user experiences it (HTTP requests through the app, as the demo supplier's admin):
 * - parse: the bare read of the same file by the same reader the import uses (readSpreadsheet),
 *   taken before and after the import; the faster of the two is reported (the stricter ratio);
 * - dry run: POST upload_file_goods (multipart upload, parsing, checking, storing every row);
 * - apply: POST …/apply (writing the goods in one transaction);
 * - again: the same file uploaded and applied a second time (must change nothing);
 * with the peak RSS, on PGlite and, when TEST_DATABASE_URL (or DATABASE_URL) is set, on PostgreSQL.
 */
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
import { detectSpreadsheet, readSpreadsheet } from '../../server/services/import-read';
import { multipart } from '../../tests/api/goods/support';
import { benchConfig } from '../support/config';
import { csvOf, xlsxOf } from './generate';

const rowsArg = process.argv.indexOf('--rows');
const ROWS = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 100_000;

/** Runs fn and reports its time and the peak RSS seen meanwhile. */
async function measure<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const start = performance.now();
  try {
    const result = await fn();
    return {
      result,
      ms: performance.now() - start,
      peakMb: Math.max(peak, process.memoryUsage().rss) / 1048576,
    };
  } finally {
    clearInterval(timer);
  }
}

async function bareParse(buf: Buffer) {
  let rows = 0;
  for await (const _row of readSpreadsheet(buf, detectSpreadsheet(buf))) rows++;
  return rows;
}

interface Counts {
  status: string;
  rows_total: number;
  rows_new: number;
  rows_update: number;
  rows_unchanged: number;
  rows_error: number;
}

/** A fresh database: in-memory PGlite, or a new database on the PostgreSQL server of url. */
async function freshDatabase(url?: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!url) {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const name = `bench_import_${process.pid}_${Date.now()}`;
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

/** The app on a fresh seeded database, and a client signed in as the dairy supplier's admin. */
async function benchApp(url?: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  const config = benchConfig({ dataDir, inMemoryDb: true, distDir: path.join(dataDir, 'no-dist') });
  const { database, drop } = await freshDatabase(url);
  await migrate(database);
  const ids = await seedDemo(database, config);
  const app = await buildApp(config, { database, migrate: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/v1/users/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: 'dmitry@zorka.demo', password: DEMO_PASSWORD }).toString(),
  });
  const token = login.json().access_token as string;
  return {
    orgId: ids.get('org:dairy') as number,
    inject: (opts: { method: 'POST'; url: string; headers?: Record<string, string>; payload?: Buffer }) =>
      app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${token}` } }),
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const table: Record<string, string>[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} с`;

async function benchEngine(engine: 'PGlite' | 'PostgreSQL', files: [string, Buffer][], url?: string) {
  for (const [format, buf] of files) {
    const t = await benchApp(url);
    try {
      const orgId = t.orgId;
      const call = async (method: 'POST', url: string, body?: ReturnType<typeof multipart>) => {
        const res = await t.inject({ method, url, ...(body ?? {}) });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        return res.json() as Counts & { id: number };
      };
      const upload = () =>
        call(
          'POST',
          `/v1/import_goods/${orgId}/upload_file_goods/`,
          multipart([{ name: 'file', filename: `bench.${format}`, content: buf }]),
        );
      const apply = (fileId: number) =>
        call('POST', `/v1/import_goods/${orgId}/uploaded_files/${fileId}/apply`);

      await bareParse(buf); // warms the reader up, as the import's own parse would be
      const parse = await measure(() => bareParse(buf));
      const dry = await measure(upload);
      const applied = await measure(() => apply(dry.result.id));
      const parseAfter = await measure(() => bareParse(buf));
      const again = await measure(upload);
      const againApplied = await measure(() => apply(again.result.id));
      const d = dry.result;
      const a = again.result;
      if (d.rows_total !== ROWS || applied.result.status !== 'applied')
        throw new Error(`unexpected first import: ${JSON.stringify(applied.result)}`);
      if (a.rows_new + a.rows_update !== 0 || a.rows_unchanged !== d.rows_new + d.rows_update)
        throw new Error(`the second import would change goods: ${JSON.stringify(a)}`);
      const parseMs = Math.min(parse.ms, parseAfter.ms);
      table.push({
        база: engine,
        формат: format,
        строк: String(parse.result - 1),
        МБ: (buf.length / 1048576).toFixed(1),
        разбор: seconds(parseMs),
        проверка: seconds(dry.ms),
        применение: seconds(applied.ms),
        'импорт/разбор': `${((dry.ms + applied.ms) / parseMs).toFixed(1)}×`,
        'новые/ошибки': `${d.rows_new}/${d.rows_error}`,
        'повтор: проверка': seconds(again.ms),
        'повтор: применение': seconds(againApplied.ms),
        'пик RSS': `${Math.round(Math.max(parse.peakMb, dry.peakMb, applied.peakMb))} МБ`,
      });
    } finally {
      await t.close();
    }
  }
}

async function main() {
  console.log(`Генерация файлов на ${ROWS.toLocaleString('ru-RU')} строк…`);
  const files: [string, Buffer][] = [
    ['xlsx', await xlsxOf(ROWS)],
    ['csv', csvOf(ROWS)],
  ];
  const load = () => os.loadavg()[0].toFixed(1);
  const loadBefore = load();
  const only = process.env.BENCH_ENGINES;
  if (!only || only.includes('pglite')) await benchEngine('PGlite', files);
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (url && (!only || only.includes('postgres'))) await benchEngine('PostgreSQL', files, url);
  console.table(table);
  console.log(
    `Средняя загрузка (1 мин): ${loadBefore} в начале, ${load()} в конце; ядер: ${os.cpus().length}`,
  );
}

await main();
