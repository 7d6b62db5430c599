import type { Database } from '../db/client';

type Queryable = Pick<Database, 'query'>;

/** Tables the migrator fills itself: the target of a move already has them right. */
const MIGRATOR_TABLES = new Set(['schema_migrations', 'schema_functions']);

/**
 * The public tables in an order where every table comes after the tables it references (a
 * self-reference does not count), so a copy in this order would satisfy each foreign key as it goes.
 */
export async function tablesInDependencyOrder(db: Queryable): Promise<string[]> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !MIGRATOR_TABLES.has(name));
  const edges = await db.query<{ child: string; parent: string }>(
    `SELECT ch.relname AS child, pa.relname AS parent
       FROM pg_constraint k JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = ch.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND k.conrelid <> k.confrelid`,
  );
  const parents = new Map(tables.map((name) => [name, new Set<string>()]));
  for (const edge of edges) parents.get(edge.child)?.add(edge.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    path.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of tables) visit(name, new Set());
  return ordered;
}

export interface TableSum {
  rows: number;
  /** The sum of every row's hash (its text form): equal on both sides only for the same rows. */
  checksum: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Counts a table's rows and sums their hashes; the session's TimeZone must be UTC on both sides. */
export async function tableSum(db: Queryable, table: string): Promise<TableSum> {
  const [row] = await db.query<{ n: number | string; sum: string }>(
    `SELECT count(*)::int AS n,
            coalesce(sum(('x' || left(md5(t::text), 16))::bit(64)::bigint::numeric), 0)::text AS sum
       FROM ${quote(table)} t`,
  );
  return { rows: Number(row.n), checksum: row.sum };
}

/** Every table's count and checksum (the round-trip checks of backups and of the move). */
export function databaseSums(database: Pick<Database, 'session'>): Promise<Record<string, TableSum>> {
  return database.session(async (db) => {
    await db.exec("BEGIN READ ONLY; SET LOCAL TimeZone = 'UTC'");
    try {
      const sums: Record<string, TableSum> = {};
      for (const table of await tablesInDependencyOrder(db)) sums[table] = await tableSum(db, table);
      return sums;
    } finally {
      await db.exec('COMMIT');
    }
  });
}

export { quote as quoteIdentifier };
