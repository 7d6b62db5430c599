/**
 * Import benchmark: npx tsx bench/import/run.ts [--rows N]
 * For a generated .xlsx and .csv of N rows (default 100 000) it prints the bare parse time, the dry
 * run (parse + analysis + storing the rows) and the apply (one transaction), with peak RSS, on PGlite
 * and, when DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL.
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { importFiles } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { loadImportContext } from '../../server/services/import-analyse';
import { applyImport } from '../../server/services/import-apply';
import { detectSpreadsheet, readSpreadsheet } from '../../server/services/import-read';
import { storeUpload } from '../../server/services/import-store';
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

async function importOnce(database: Database, orgId: number, userId: number, buf: Buffer, name: string) {
  const fileType = detectSpreadsheet(buf);
  const dry = await measure(() =>
    database.db.transaction(async (tx) => {
      const ctx = await loadImportContext(tx, orgId);
      const input = { organizationId: orgId, userId, fileName: name, fileType, mapping: {} };
      return storeUpload(tx, ctx, input, readSpreadsheet(buf, fileType));
    }),
  );
  const apply = await measure(() =>
    database.db.transaction(async (tx) => {
      const [file] = await tx.select().from(importFiles).where(eq(importFiles.id, dry.result));
      return applyImport(tx, await loadImportContext(tx, orgId), file);
    }),
  );
  return { dry, apply };
}

async function postgresDatabase(url: string) {
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

const table: Record<string, string>[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} с`;

async function benchEngine(
  engine: string,
  open: () => Promise<{ database: Database; drop: () => Promise<void> }>,
  files: [string, Buffer][],
) {
  for (const [format, buf] of files) {
    const { database, drop } = await open();
    try {
      await migrate(database);
      const ids = await seedDemo(database);
      const orgId = ids.get('org:dairy') as number;
      const userId = ids.get('user:dairy_admin') as number;
      const parse = await measure(() => bareParse(buf));
      const first = await importOnce(database, orgId, userId, buf, `bench.${format}`);
      const again = await importOnce(database, orgId, userId, buf, `bench.${format}`);
      table.push({
        база: engine,
        формат: format,
        строк: String(parse.result - 1),
        МБ: (buf.length / 1048576).toFixed(1),
        разбор: seconds(parse.ms),
        проверка: seconds(first.dry.ms),
        применение: seconds(first.apply.ms),
        'импорт/разбор': `${((first.dry.ms + first.apply.ms) / parse.ms).toFixed(1)}×`,
        'повтор: проверка': seconds(again.dry.ms),
        'пик RSS': `${Math.round(Math.max(parse.peakMb, first.dry.peakMb, first.apply.peakMb))} МБ`,
      });
    } finally {
      await drop();
    }
  }
}

async function main() {
  console.log(`Генерация файлов на ${ROWS.toLocaleString('ru-RU')} строк…`);
  const files: [string, Buffer][] = [
    ['xlsx', await xlsxOf(ROWS)],
    ['csv', csvOf(ROWS)],
  ];
  await benchEngine(
    'PGlite',
    async () => {
      const database = await openDatabase({});
      return { database, drop: () => database.close() };
    },
    files,
  );
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) await benchEngine('PostgreSQL', () => postgresDatabase(url), files);
  console.table(table);
}

await main();
