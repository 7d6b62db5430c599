import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/client';

export type Engine = 'pglite' | 'postgres';

/** PGlite keeps the large data in a file-backed data directory (bench/out is git-ignored). */
export const PGLITE_DIR = process.env.BENCH_PGLITE_DIR ?? path.resolve('bench/out/pglite-large');
export const PG_DATABASE = process.env.BENCH_PG_DATABASE ?? 'bench_large';

export function adminUrl(): string {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('Set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) for --pg');
  return url;
}

export function largeUrl(): string {
  const url = new URL(adminUrl());
  url.pathname = `/${PG_DATABASE}`;
  return url.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Opens the large database; `fresh` drops what was there first. */
export async function openLarge(engine: Engine, options: { fresh?: boolean; poolSize?: number } = {}) {
  if (engine === 'pglite') {
    if (options.fresh) {
      const { rmSync } = await import('node:fs');
      rmSync(PGLITE_DIR, { recursive: true, force: true });
    }
    return openDatabase({ dataDir: PGLITE_DIR });
  }
  await admin(async (client) => {
    if (options.fresh) await client.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [PG_DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${PG_DATABASE}`);
  });
  return openDatabase({ url: largeUrl(), poolSize: options.poolSize });
}

export type { Database };
