import { createTableRelationsHelpers, extractTablesRelationalConfig, type Logger } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { AppError } from '../errors';
import type { DatabaseOptions, TenantMode, Tx } from './client';
import * as schema from './schema';
import { queryWithSettings } from './tenant-query';

type Relations = Tx['_']['schema'] & {};
type Relational = { fullSchema: typeof schema; schema: Relations; tableNamesMap: Record<string, string> };

const databaseError = (error: unknown) =>
  error instanceof pg.DatabaseError || (error instanceof Error && error.cause instanceof pg.DatabaseError);

/** The organization ids as the text app.org_ids holds; inlining them in SQL is safe once checked. */
function orgIdList(orgIds: readonly number[]): string {
  for (const id of orgIds) if (!Number.isSafeInteger(id)) throw new Error(`Not an organization id: ${id}`);
  return orgIds.join(',');
}

/** The tenant settings, local to the current transaction, as one SELECT. */
export const tenantSettings = (orgIds: readonly number[]) =>
  `SELECT set_config('app.org_ids', '${orgIdList(orgIds)}', true), set_config('role', 'app_user', true)`;

/** The tenant settings of a read: the transaction is read-only too. */
export const readSettings = (orgIds: readonly number[]) =>
  `${tenantSettings(orgIds)}, set_config('transaction_read_only', 'on', true)`;

/**
 * BEGIN and the tenant settings as one simple-query message (several statements without
 * parameters): one round trip opens a transaction that a transaction pooler keeps on one server
 * connection, and every setting ends with it, so nothing of this request stays on the connection.
 */
export const tenantBegin = (orgIds: readonly number[], mode: TenantMode) =>
  `BEGIN ${mode === 'read' ? 'READ ONLY' : 'READ WRITE'}; ${tenantSettings(orgIds)}`;

/**
 * The pooled connection as drizzle sees it. During a read each statement carries the read's
 * settings in its own round trip (tenant-query.ts); otherwise statements go out as they are.
 */
class TenantConnection {
  settings: string | null = null;

  constructor(readonly client: pg.PoolClient) {}

  query(config: pg.QueryConfig, values?: unknown[]) {
    return this.settings === null
      ? this.client.query(config, values)
      : queryWithSettings(this.client, this.settings, config, values);
  }
}

/**
 * A nested transaction in a read opens a real one, read-only with the settings sent with BEGIN (a
 * savepoint needs a transaction block, which a read has not); inside a transaction it is drizzle's
 * savepoint.
 */
class TenantTransaction extends NodePgTransaction<typeof schema, Relations> {
  constructor(
    readonly connection: TenantConnection,
    private readonly pgDialect: PgDialect,
    relational: Relational,
    logger: Logger | undefined,
  ) {
    super(pgDialect, new NodePgSession(connection as never, pgDialect, relational, { logger }), relational);
  }

  override async transaction<T>(fn: (tx: NodePgTransaction<typeof schema, Relations>) => Promise<T>) {
    const { connection } = this;
    const settings = connection.settings;
    if (settings === null) return super.transaction(fn);
    connection.settings = null;
    try {
      await connection.client.query(`BEGIN READ ONLY; ${settings}`);
      try {
        const result = await fn(new NodePgTransaction(this.pgDialect, this._.session, this.schema, 1));
        await connection.client.query('COMMIT');
        return result;
      } catch (error) {
        await connection.client.query('ROLLBACK');
        throw error;
      }
    } finally {
      connection.settings = settings;
    }
  }
}

/**
 * Each tenant call takes a connection and runs fn on drizzle's transaction object over it; no
 * session-level state is set or relied upon, so the pool may sit behind PgBouncer or any other
 * transaction pooler.
 * - A write opens a transaction with the tenant settings in the same message as BEGIN, runs fn in
 *   it (a nested transaction is a savepoint) and commits: two round trips besides the statements.
 * - A read sends no BEGIN or COMMIT: each statement goes out with the read's settings before it in
 *   one pipeline and is a transaction of its own (tenant-query.ts), so it costs no extra round trip;
 *   two statements of one read see two snapshots, as READ COMMITTED statements do anyway.
 */
export function tenantPool(options: DatabaseOptions) {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  pool.on('error', () => {});
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig<Relations>(schema, createTableRelationsHelpers);
  const relational: Relational = {
    fullSchema: schema,
    schema: tables.tables,
    tableNamesMap: tables.tableNamesMap,
  };
  const transactions = new WeakMap<pg.PoolClient, TenantTransaction>();
  const transactionOn = (client: pg.PoolClient) => {
    let tx = transactions.get(client);
    if (!tx) {
      tx = new TenantTransaction(new TenantConnection(client), dialect, relational, options.logger);
      transactions.set(client, tx);
    }
    return tx;
  };

  async function inTransaction<T>(client: pg.PoolClient, begin: string, fn: (db: Tx) => Promise<T>) {
    options.logger?.logQuery(begin, []);
    await client.query(begin);
    let result: T;
    try {
      result = await fn(transactionOn(client) as unknown as Tx);
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    await client.query('COMMIT');
    return result;
  }

  async function pipelined<T>(client: pg.PoolClient, settings: string, fn: (db: Tx) => Promise<T>) {
    options.logger?.logQuery(settings, []);
    const tx = transactionOn(client);
    tx.connection.settings = settings;
    try {
      return await fn(tx as unknown as Tx);
    } finally {
      tx.connection.settings = null;
    }
  }

  return {
    async run<T>(orgIds: readonly number[], mode: TenantMode, fn: (db: Tx) => Promise<T>): Promise<T> {
      const start = mode === 'read' ? readSettings(orgIds) : tenantBegin(orgIds, mode);
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await (mode === 'read' ? pipelined(client, start, fn) : inTransaction(client, start, fn));
      } catch (error) {
        // A connection that lost its link is dropped. A failed statement (drizzle wraps its error)
        // or the app's own refusal leaves it usable: a write was rolled back, a read holds nothing.
        if (!(error instanceof AppError || databaseError(error))) broken = error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
    },
    end: () => pool.end(),
  };
}
