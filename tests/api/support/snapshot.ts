import type { Database } from '@server/db/client';

/** Tables that legitimately change on a refused call (counters and logs of the refusal itself). */
const VOLATILE = new Set(['audit_log', 'rate_limits', 'idempotency_keys', 'schema_migrations']);

/** Row count and checksum of every table: equal snapshots mean a call changed nothing. */
export async function snapshotTables(database: Database): Promise<Record<string, string>> {
  const tables = await database.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    if (VOLATILE.has(name)) continue;
    const [row] = await database.query<{ n: string; sum: string }>(
      `SELECT count(*)::text AS n, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS sum FROM "${name}" t`,
    );
    result[name] = `${row.n}:${row.sum}`;
  }
  return result;
}

export function diffSnapshots(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
