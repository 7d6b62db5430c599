/**
 * Import benchmark: npx tsx bench/import/run.ts [--rows N]
 * For a generated .xlsx and .csv of N rows (default 100 000) it measures, in one process and as the
 * user experiences it (HTTP requests through the app, as the demo supplier's admin):
 * - parse: the bare read of the same file by the same reader the import uses (readSpreadsheet);
 * - dry run: POST upload_file_goods?background=true, then the job polled to its end (issue 24);
 * - a new column mapping: PUT …/mapping?background=true with the file's own, every row re-checked;
 * - apply: POST …/apply?background=true, the job polled to its end (chunked transactions);
 * - the bare INSERT … SELECT of the same new rows into goods (rolled back), beside the apply;
 * - another user (the client's admin) reading the order list every 50 ms meanwhile: p50/p99/max
 *   first with nothing else running (BENCH_IDLE_MS, default 10 s), then per stage (dry run, new
 *   mapping, apply) and for the whole import, with each p99 as a multiple of the idle p99 of the
 *   same run (issue 41: ≤ 4×, and no read over 1 s);
 * with the peak RSS, on PGlite and, when TEST_DATABASE_URL (or DATABASE_URL) is set, on PostgreSQL.
 * BENCH_ENGINES=pglite|postgres and BENCH_FORMATS=csv|xlsx pick what runs.
 */
import { performance } from 'node:perf_hooks';
import { detectSpreadsheet, readSpreadsheet } from '../../server/areas/goods/import/read';
import type { Database } from '../../server/db/client';
import { multipart } from '../../tests/api/goods/support';
import {
  benchApp,
  type Engine,
  orderReader,
  pct,
  readStats,
  runJob,
  runOnEngines,
} from '../support/busy-app';
import { csvOf, xlsxOf } from './generate';

const rowsArg = process.argv.indexOf('--rows');
const ROWS = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 100_000;
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 10_000);
const IDLE = 'до импорта';
const IMPORT_STAGES = ['проверка', 'сопоставление', 'применение'];

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

interface ImportJob {
  id: number;
  state: string;
  error: string | null;
  result: Counts & { file_id: number };
}

const table: Record<string, string>[] = [];
const readsTable: Record<string, string>[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} с`;

/** The bare INSERT … SELECT of the same new rows into goods, in a transaction rolled back. */
async function bareInsert(database: Database, fileId: number, orgId: number) {
  return database.session(async (s) => {
    await s.exec('BEGIN');
    try {
      await s.query(
        'DELETE FROM goods WHERE id IN (SELECT unnest(good_ids) FROM import_chunks WHERE file_id = $1)',
        [fileId],
      );
      const started = performance.now();
      await s.query(
        `INSERT INTO goods (id, organization_id, name, code, barcodes, measure_id, vat_rate, base_price, description)
         SELECT g.id, $2, g.name, g.code, coalesce(g.barcodes, '{}'), coalesce(g.measure_id, 1), g.vat_rate, g.base_price, g.description
         FROM import_chunks c
         CROSS JOIN LATERAL ROWS FROM (jsonb_to_recordset(c.goods_new) AS (name text, code text, barcodes text[],
           measure_id smallint, vat_rate smallint, nv boolean, base_price numeric, description text, ck text), unnest(c.good_ids))
           AS g(name, code, barcodes, measure_id, vat_rate, nv, base_price, description, ck, id)
         WHERE c.file_id = $1 AND c.rows_new > 0`,
        [fileId, orgId],
      );
      return performance.now() - started;
    } finally {
      await s.exec('ROLLBACK');
    }
  });
}

async function benchEngine(engine: Engine, files: [string, Buffer][], url?: string) {
  for (const [format, buf] of files) {
    const t = await benchApp(url);
    try {
      const orgId = t.orgId;
      const call = async (
        method: 'POST' | 'GET' | 'PUT',
        url: string,
        body?: { headers: Record<string, string>; payload: Buffer },
      ) => {
        const res = await t.inject({ method, url, ...(body ?? {}) });
        if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        return res.json();
      };
      /** Runs a job to its end, read every 100 ms as the screen does; answers the ended job. */
      const job = async (start: () => Promise<ImportJob>) =>
        (await runJob(start, (id) => call('GET', `/v1/jobs/${id}`), 100)).job;
      const upload = () =>
        call(
          'POST',
          `/v1/import_goods/${orgId}/upload_file_goods/?background=true`,
          multipart([{ name: 'file', filename: `bench.${format}`, content: buf }]),
        );
      /** The column mapping sent again as «Проверить заново» does: every row is checked again. */
      const remap = (fileId: number, mapping: Record<string, string>) =>
        call('PUT', `/v1/import_goods/${orgId}/uploaded_files/${fileId}/mapping?background=true`, {
          headers: { 'content-type': 'application/json' },
          payload: Buffer.from(JSON.stringify({ mapping })),
        });
      const apply = (fileId: number) =>
        call('POST', `/v1/import_goods/${orgId}/uploaded_files/${fileId}/apply?background=true`);

      await bareParse(buf); // warms the reader up, as the import's own parse would be
      const parse = await measure(() => bareParse(buf));
      const reader = orderReader(t, IDLE);
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      reader.set('проверка');
      const dry = await measure(() => job(upload));
      const fileId = dry.result.result.file_id;
      const counts = await call('GET', `/v1/import_goods/uploaded_files?organization_id=${orgId}`);
      const d = (counts.items as (Counts & { id: number; mapping: Record<string, string> })[]).find(
        (f) => f.id === fileId,
      ) as Counts & { mapping: Record<string, string> };
      reader.set('сопоставление');
      const remapped = await measure(() => job(() => remap(fileId, d.mapping)));
      reader.set('применение');
      const applied = await measure(() => job(() => apply(fileId)));
      reader.set('после');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const reads = await reader.stop();
      const bare = await bareInsert(t.database, fileId, orgId);
      if (d.rows_total !== ROWS) throw new Error(`unexpected first import: ${JSON.stringify(d)}`);
      const parseMs = parse.ms;
      const p99Of = (stages: string[]) =>
        pct(
          reads
            .filter((r) => stages.includes(r.stage))
            .map((r) => r.ms)
            .sort((a, b) => a - b),
          99,
        );
      const idleP99 = p99Of([IDLE]);
      const during = reads.map((r) =>
        IMPORT_STAGES.includes(r.stage) ? { ...r, stage: 'импорт целиком' } : r,
      );
      for (const [stage, list] of [
        [IDLE, reads],
        ...IMPORT_STAGES.map((s) => [s, reads] as const),
        ['импорт целиком', during],
      ] as const) {
        const stats = readStats([...list], stage);
        const p99 = p99Of(stage === 'импорт целиком' ? IMPORT_STAGES : [stage]);
        readsTable.push({
          база: engine,
          формат: format,
          этап: stage,
          ...stats,
          'p99 ÷ p99 без импорта': `${(p99 / idleP99).toFixed(1)}×`,
        });
      }
      table.push({
        база: engine,
        формат: format,
        строк: String(parse.result - 1),
        МБ: (buf.length / 1048576).toFixed(1),
        разбор: seconds(parse.ms),
        проверка: seconds(dry.ms),
        'проверка заново': seconds(remapped.ms),
        применение: seconds(applied.ms),
        'голый INSERT': seconds(bare),
        'новые/ошибки': `${d.rows_new}/${d.rows_error}`,
        'импорт/разбор': `${((dry.ms + applied.ms) / parseMs).toFixed(1)}×`,
        'пик RSS': `${Math.round(Math.max(parse.peakMb, dry.peakMb, remapped.peakMb, applied.peakMb))} МБ`,
      });
    } finally {
      await t.close();
    }
  }
}

async function main() {
  console.log(`Генерация файлов на ${ROWS.toLocaleString('ru-RU')} строк…`);
  const formats = (process.env.BENCH_FORMATS ?? 'xlsx,csv').split(',');
  const files: [string, Buffer][] = [];
  if (formats.includes('xlsx')) files.push(['xlsx', await xlsxOf(ROWS)]);
  if (formats.includes('csv')) files.push(['csv', csvOf(ROWS)]);
  await runOnEngines(
    (engine, url) => benchEngine(engine, files, url),
    () => {
      console.table(table);
      console.log(
        'Чтение списка заказов другим пользователем (каждые 50 мс): без импорта, затем по этапам импорта; цель: p99 ≤ 4 × p99 без импорта, max ≤ 1 с',
      );
      console.table(readsTable);
    },
  );
}

await main();
