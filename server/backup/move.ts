import { createReadStream } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { S3Config } from '../config';
import { type Database, openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { s3FileStore } from '../lib/file-store-s3';
import { sniffFileType } from '../lib/file-types';
import { RefusedError } from './restore';
import { quoteIdentifier as q, type TableSum, tableSum, tablesInDependencyOrder } from './tables';

/** Rows per INSERT of the copy (as one JSON array): big enough to be fast, small enough to hold. */
const BATCH = 2_000;

export interface MovedTable extends TableSum {
  table: string;
  same: boolean;
}

export interface MoveReport {
  tables: MovedTable[];
  files: number;
  seconds: number;
}

/** The target connection as the table helpers read it. */
const rowsOf = (client: pg.Client) => ({
  query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
});

async function refuseNonEmpty(client: pg.Client) {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S') ORDER BY 1 LIMIT 6`,
  );
  if (rows.length === 0) return;
  const names =
    rows
      .slice(0, 5)
      .map((row) => row.name)
      .join(', ') + (rows.length > 5 ? ', …' : '');
  throw new RefusedError(
    `База назначения не пуста (в ней уже есть: ${names}). Перенос пишет только в пустую базу, чтобы ` +
      'ничего не смешать и не затереть: создайте новую (CREATE DATABASE …) и укажите её.\n' +
      `The target database is not empty (it already has: ${names}). The move writes only into an empty ` +
      'database, so nothing is mixed or overwritten: create a new one (CREATE DATABASE …) and name it.',
  );
}

async function columnsOf(client: pg.Client, table: string) {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attnum`,
    [q(table)],
  );
  return rows.map((row) => q(row.name)).join(', ');
}

/** Copies one table from the source's open transaction into the target, a batch at a time. */
async function copyTable(source: Pick<Database, 'exec' | 'query'>, target: pg.Client, table: string) {
  const columns = await columnsOf(target, table);
  // The migrations' own rows (permissions, measures…) are replaced by the source's.
  await target.query(`DELETE FROM ${q(table)}`);
  await source.exec(
    `DECLARE move_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS r FROM ${q(table)} t`,
  );
  try {
    for (;;) {
      const rows = await source.query<{ r: string }>(`FETCH ${BATCH} FROM move_rows`);
      if (rows.length === 0) break;
      await target.query(
        `INSERT INTO ${q(table)} (${columns}) OVERRIDING SYSTEM VALUE
         SELECT ${columns} FROM jsonb_populate_recordset(NULL::${q(table)}, $1::jsonb)`,
        [`[${rows.map((row) => row.r).join(',')}]`],
      );
      if (rows.length < BATCH) break;
    }
  } finally {
    await source.exec('CLOSE move_rows');
  }
}

/** Each sequence continues where the source's stopped (ids and numbers are never given twice). */
async function copySequences(source: Pick<Database, 'query'>, target: pg.Client) {
  const sequences = await source.query<{ name: string; last: string | number | null }>(
    `SELECT sequencename AS name, last_value AS last FROM pg_sequences WHERE schemaname = 'public'`,
  );
  for (const sequence of sequences) {
    if (sequence.last === null) continue;
    await target.query('SELECT setval($1::regclass, $2::bigint, true)', [
      q(sequence.name),
      String(sequence.last),
    ]);
  }
}

/** Every uploaded file of the folder into the bucket, under the same key. */
async function filesToS3(filesDir: string, s3: S3Config) {
  const store = await s3FileStore(s3);
  let count = 0;
  try {
    const walk = async (prefix: string): Promise<void> => {
      const entries = await readdir(path.join(filesDir, prefix), { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const key = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(key);
        else if (entry.isFile() && !entry.name.endsWith('.part')) {
          const file = path.join(filesDir, key);
          const head = Buffer.alloc(16);
          const handle = await open(file);
          await handle.read(head, 0, 16, 0).finally(() => handle.close());
          const mime = sniffFileType(head)?.mime ?? 'application/octet-stream';
          await store.write(key, createReadStream(file), mime);
          count++;
        }
      }
    };
    await walk('');
  } finally {
    store.close();
  }
  return count;
}

/**
 * Moves the embedded database into an empty PostgreSQL database: the schema by the migrations, the
 * rows table by table in dependency order (triggers and foreign-key checks off, as a restore
 * does, since derived rows are copied too), the sequences where the source's stopped, the files to
 * S3 when `s3` is given; then compares each table's row count and checksum on both sides. A failed
 * copy leaves the target empty again.
 */
export async function moveToPostgres(
  source: Database,
  targetUrl: string,
  options: { filesDir?: string; s3?: S3Config; log?: (line: string) => void } = {},
): Promise<MoveReport> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const client = new pg.Client({ connectionString: targetUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new RefusedError(
      `Не удалось подключиться к ${redact(targetUrl)}: ${(error as Error).message}\n` +
        `Cannot connect to ${redact(targetUrl)}: ${(error as Error).message}`,
    );
  }
  try {
    await refuseNonEmpty(client);
    const tables = await tablesInDependencyOrder(source);
    const report: MovedTable[] = [];
    try {
      log('Схема: миграции…');
      const target = await openDatabase({ url: targetUrl, poolSize: 1 });
      try {
        await migrate(target);
      } finally {
        await target.close();
      }
      await client.query("BEGIN; SET LOCAL session_replication_role = replica; SET LOCAL TimeZone = 'UTC'");
      await source.session(async (db) => {
        await db.exec("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; SET LOCAL TimeZone = 'UTC'");
        try {
          for (const table of tables) {
            await copyTable(db, client, table);
            const [before, after] = [await tableSum(db, table), await tableSum(rowsOf(client), table)];
            report.push({
              table,
              ...before,
              same: before.rows === after.rows && before.checksum === after.checksum,
            });
            log(`${table}: ${before.rows}`);
          }
          await copySequences(db, client);
        } finally {
          await db.exec('COMMIT');
        }
      });
      const differ = report.filter((table) => !table.same).map((table) => table.table);
      if (differ.length > 0) throw new Error(`rows differ after the copy in ${differ.join(', ')}`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public').catch(() => {});
      throw error;
    }
    const files = options.s3 && options.filesDir ? await filesToS3(options.filesDir, options.s3) : 0;
    return { tables: report, files, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end().catch(() => {});
  }
}

/** A connection string without its password, for messages. */
export const redact = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
