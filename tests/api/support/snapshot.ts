import type { Database } from '@server/db/client';

/** Tables that legitimately change on a refused call (counters and logs of the refusal itself). */
const VOLATILE = new Set(['audit_log', 'rate_limits', 'idempotency_keys', 'schema_migrations']);

/**
 * Row count and checksum of every table: equal snapshots mean a call changed nothing. One statement
 * for all tables (the authorization matrix takes two snapshots around each of its ~900 calls).
 */
export async function snapshotTables(database: Database): Promise<Record<string, string>> {
  const tables = (
    await database.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
  ).filter(({ name }) => !VOLATILE.has(name));
  if (tables.length === 0) return {};
  const rows = await database.query<{ name: string; sum: string }>(
    tables
      .map(
        ({ name }) =>
          `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS sum FROM "${name}" t`,
      )
      .join(' UNION ALL '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

export function diffSnapshots(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
