import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { fairTurns } from './fair-turns';
import * as schema from './schema';
import { tenantPool, tenantSettings } from './tenant-pool';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or a transaction. */
export type Queryable = Db | Tx;

/** A read refuses to write: a GET that must write asks for 'write'. */
export type TenantMode = 'read' | 'write';

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a script of several SQL statements without parameters (migrations, test resets). */
  exec(sqlText: string): Promise<void>;
  /** Runs one parameterized query and returns its rows. */
  query<T = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn on one connection (a session-level lock needs that on a pool). */
  session<T>(fn: (session: Pick<Database, 'exec' | 'query'>) => Promise<T>): Promise<T>;
  /**
   * Runs fn as the row-level-security role, limited to the given organizations (DESIGN §5 layer 3):
   * a write in one transaction, a read read-only. The settings are transaction-local, so it works
   * through a transaction pooler (PgBouncer, docs/deploy.md); on PostgreSQL each statement of a read
   * is a transaction of its own that carries them (server/db/tenant-pool.ts).
   */
  tenant<T>(orgIds: readonly number[], mode: TenantMode, fn: (db: Tx) => Promise<T>): Promise<T>;
  /** Calls onNotify on every NOTIFY on the channel, from any connection or process. */
  listen(channel: string, onNotify: () => void): Promise<void>;
  /**
   * PGlite only: the whole cluster as a tar archive (PGlite's own dump), taken between transactions
   * in a turn of the one connection (after a checkpoint, so a restore replays little WAL).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… switches to a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  poolSize?: number;
  /**
   * A direct connection for LISTEN (default: url). Behind a transaction pooler a LISTEN would stay
   * on a server connection other clients get, and hear nothing; NOTIFY still goes through the pool.
   */
  listenUrl?: string;
  /** Sees every statement drizzle runs (the API benchmark replays them). */
  logger?: Logger;
  /** PGlite only: starts from this dump (`dumpDataDir`) instead of an empty cluster (test clones). */
  loadDataDir?: Blob;
}

/** PGlite has one connection for every request: each runs in a transaction of its own. */
const inTenantTransaction = <T>(
  db: Db,
  orgIds: readonly number[],
  mode: TenantMode,
  fn: (tx: Tx) => Promise<T>,
) =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(
        `${tenantSettings(orgIds)}, set_config('transaction_read_only', '${mode === 'read' ? 'on' : 'off'}', true)`,
      ),
    );
    return fn(tx);
  });

/**
 * One connection LISTENs on every channel asked for. A lost connection counts as a notification on
 * every channel (nothing was heard while it was down) and is opened again a second later, until the
 * database is closed; listening again counts as one too.
 */
function postgresListener(url: string) {
  const channels = new Map<string, Set<() => void>>();
  let client: pg.Client | null = null;
  let started = false;
  let closed = false;
  const notifyAll = () => {
    for (const callbacks of channels.values()) for (const callback of callbacks) callback();
  };

  async function connect() {
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== next) return; // not listening yet, or already handled
      client = null;
      notifyAll();
      if (!closed) retry();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      for (const callback of channels.get(message.channel) ?? []) callback();
    });
    await next.connect();
    try {
      for (const channel of channels.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) return void (await next.end().catch(() => {}));
    client = next;
    // Whatever was kept while no one listened (after a lost connection) is dropped now.
    notifyAll();
  }

  function retry() {
    setTimeout(() => connect().catch(retry), 1_000).unref();
  }

  return {
    async listen(channel: string, onNotify: () => void) {
      const known = channels.get(channel);
      if (known) return void known.add(onNotify);
      channels.set(channel, new Set([onNotify]));
      if (client) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      else if (!started) {
        started = true;
        await connect();
      }
      // Otherwise the connection is being opened again, and will listen on this channel too.
    },
    async close() {
      closed = true;
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // numeric and bigint come back as strings from node-postgres; int8 ids fit in JS numbers here.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, logger: options.logger }) as unknown as Db;
    const tenants = tenantPool(options);
    const listener = postgresListener(options.listenUrl ?? options.url);
    return {
      kind: 'postgres',
      db,
      tenant: (orgIds, mode, fn) => tenants.run(orgIds, mode, fn),
      listen: (channel, onNotify) => listener.listen(channel, onNotify),
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
      close: async () => {
        await listener.close();
        await tenants.end();
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  // The name search's trigram index (migrations 0014, 0020) needs these, as on PostgreSQL.
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { pg_trgm, btree_gin },
    loadDataDir: options.loadDataDir,
  });
  // Every statement or transaction outside a transaction takes this turn; requests go first.
  const turns = fairTurns();
  const ownTurn = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = (fn) => turns.run(() => ownTurn(fn));
  const db = drizzlePglite(client, { schema, logger: options.logger }) as unknown as Db;
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
    tenant: (orgIds, mode, fn) => inTenantTransaction(db, orgIds, mode, fn),
    listen: async (channel, onNotify) => {
      await client.listen(channel, onNotify);
    },
    dumpDataDir: async () => {
      await exec('CHECKPOINT');
      return client._runExclusiveTransaction(() => client.dumpDataDir('none'));
    },
    close: () => client.close(),
  };
}
