import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or a transaction. */
export type Queryable = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a script of several SQL statements without parameters (migrations, test resets). */
  exec(sqlText: string): Promise<void>;
  /** Runs one parameterized query and returns its rows. */
  query<T = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn on one connection (a session-level lock needs that on a pool). */
  session<T>(fn: (session: Pick<Database, 'exec' | 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… switches to a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // numeric and bigint come back as strings from node-postgres; int8 ids fit in JS numbers here.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      exec: async (sqlText) => {
        await pool.query(sqlText);
      },
      query: async <T>(sqlText: string, params: unknown[] = []) =>
        (await pool.query(sqlText, params)).rows as T[],
      session: async (fn) => {
        const client = await pool.connect();
        try {
          return await fn({
            exec: async (sqlText) => {
              await client.query(sqlText);
            },
            query: async <T>(sqlText: string, params: unknown[] = []) =>
              (await client.query(sqlText, params)).rows as T[],
          });
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create(options.dataDir ?? 'memory://');
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const exec = async (sqlText: string) => {
    await client.exec(sqlText);
  };
  const query = async <T>(sqlText: string, params: unknown[] = []) =>
    (await client.query<T>(sqlText, params)).rows;
  return {
    kind: 'pglite',
    db,
    exec,
    query,
    session: (fn) => fn({ exec, query }),
    close: () => client.close(),
  };
}
