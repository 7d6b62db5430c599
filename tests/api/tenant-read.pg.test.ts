import { type Database, openDatabase } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { readSettings, tenantBegin } from '@server/db/tenant-pool';
import { queryWithSettings } from '@server/db/tenant-query';
import { queryOne, queryRows } from '@server/lib/sql';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './support/app';

/**
 * A read's tenant context on PostgreSQL travels with each statement (server/db/tenant-query.ts):
 * no BEGIN, no COMMIT, nothing left on the connection for the next statement. One pooled
 * connection, so every call below runs on the same server connection.
 */
const PROBE = `SELECT current_setting('app.org_ids', true) AS ids, current_user AS who,
  current_setting('transaction_read_only') AS ro, pg_backend_pid() AS pid`;
const WRITE = 'UPDATE organizations SET name = name WHERE false';

interface Probe {
  ids: string;
  who: string;
  ro: string;
  pid: number;
}

let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
let url: string;
const probe = (orgIds: number[], mode: 'read' | 'write') =>
  database.tenant(orgIds, mode, async (tx) => (await queryOne<Probe>(tx, sql.raw(PROBE))) as Probe);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: { code?: string; message: string; cause?: { code?: string; message: string } }) => {
      const cause = error.cause ?? error;
      return `${cause.code}: ${cause.message}`;
    },
  );

beforeAll(async () => {
  fresh = await createTestDatabase();
  await migrate(fresh);
  const name = (await fresh.query<{ name: string }>('SELECT current_database() AS name'))[0].name;
  const target = new URL(process.env.TEST_DATABASE_URL ?? '');
  target.pathname = `/${name}`;
  url = target.toString();
  database = await openDatabase({ url, poolSize: 1 });
});
afterAll(async () => {
  await database?.close();
  await fresh?.drop();
});

describe('tenant reads on PostgreSQL', () => {
  it('a read runs as app_user with its organizations, read-only; the next call on the connection sees only its own', async () => {
    const read = await probe([3, 1], 'read');
    expect(read).toMatchObject({ ids: '3,1', who: 'app_user', ro: 'on' });
    expect(await probe([2], 'read')).toEqual({ ...read, ids: '2' });
    expect(await probe([5], 'write')).toEqual({ ...read, ids: '5', ro: 'off' });
  });

  it('every statement of a read carries the settings, and none stays on the server connection', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const settings = readSettings([7]);
      const { pid, who: login } = (await client.query('SELECT pg_backend_pid() AS pid, current_user AS who'))
        .rows[0];
      const first = await queryWithSettings(client, settings, { text: `${PROBE}, $1::int AS n` }, [1]);
      expect(first.rows).toEqual([{ ids: '7', who: 'app_user', ro: 'on', pid, n: 1 }]);
      expect((await client.query(PROBE)).rows[0]).toMatchObject({ ids: '', who: login, ro: 'off' });
      const second = await queryWithSettings(client, settings, { text: PROBE, rowMode: 'array' });
      expect(second.rows).toEqual([['7', 'app_user', 'on', pid]]);
    } finally {
      await client.end();
    }
  });

  it('a write in a read fails with the error of a READ ONLY transaction, and the connection goes on', async () => {
    const before = await failure(
      fresh.session(async (s) => {
        await s.exec(tenantBegin([1], 'read'));
        try {
          await s.exec(WRITE);
        } finally {
          await s.exec('ROLLBACK');
        }
      }),
    );
    expect(before).toBe('25006: cannot execute UPDATE in a read-only transaction');
    expect(await failure(database.tenant([1], 'read', (tx) => tx.execute(sql.raw(WRITE))))).toBe(before);
    expect(await probe([1], 'read')).toMatchObject({ ids: '1', ro: 'on' });
  });

  it('a failing statement of a read rejects with its error and leaves the connection usable', async () => {
    const error = await failure(database.tenant([1], 'read', (tx) => tx.execute(sql`SELECT 1 / ${0}::int`)));
    expect(error).toBe('22012: division by zero');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      expect(await failure(queryWithSettings(client, 'SELECT 1 / 0', { text: PROBE }))).toBe(error);
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end();
    }
  });

  it('a transaction inside a read is a real read-only one with the same settings', async () => {
    const nested = await database.tenant([4], 'read', (tx) =>
      tx.transaction(async (inner) => {
        const seen = await queryRows<Probe>(
          inner,
          sql.raw(`${PROBE}, now() = statement_timestamp() AS first`),
        );
        const savepoint = await inner.transaction((deeper) => queryRows<Probe>(deeper, sql.raw(PROBE)));
        return { seen, savepoint, write: await failure(inner.execute(sql.raw(WRITE))) };
      }),
    );
    expect(nested.seen[0]).toMatchObject({ ids: '4', who: 'app_user', ro: 'on', first: false });
    expect(nested.savepoint[0]).toMatchObject({ ids: '4', who: 'app_user', ro: 'on' });
    expect(nested.write).toBe('25006: cannot execute UPDATE in a read-only transaction');
    expect(await probe([6], 'read')).toMatchObject({ ids: '6', ro: 'on' });
  });
});
