/**
 * The tenant context as it was before issue 23, rebuilt for the before/after figure of
 * docs/performance.md only (BENCH_TENANT=session): the role, app.org_ids and read-only mode set at
 * session level, sent only when a pooled connection last had other settings, and the statements run
 * without a transaction of their own. Unsafe behind a transaction pooler; never used by the app.
 */
import { createTableRelationsHelpers, extractTablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, TenantMode, Tx } from '../../server/db/client';
import * as schema from '../../server/db/schema';

export function sessionTenant(url: string, poolSize = 10): Database['tenant'] {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {});
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig<Tx['_']['schema'] & {}>(schema, createTableRelationsHelpers);
  const relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
  const state = new WeakMap<pg.PoolClient, { key: string; tx: Tx }>();
  return async <T>(orgIds: readonly number[], mode: TenantMode, fn: (tx: Tx) => Promise<T>) => {
    const client = await pool.connect();
    try {
      const key = `${orgIds.join(',')}|${mode}`;
      let known = state.get(client);
      if (!known) {
        const session = new NodePgSession(client, dialect, relational, {});
        known = { key: '', tx: new NodePgTransaction(dialect, session, relational) as unknown as Tx };
        state.set(client, known);
      }
      if (known.key !== key) {
        await client.query(
          `SELECT set_config('app.org_ids', '${orgIds.map(Number).join(',')}', false),
                  set_config('role', 'app_user', false),
                  set_config('default_transaction_read_only', '${mode === 'read' ? 'on' : 'off'}', false)`,
        );
        known.key = key;
      }
      return await fn(known.tx);
    } finally {
      client.release();
    }
  };
}
