import type { Database } from './client';

interface TableSize {
  name: string;
  /** Pages when the table was last analyzed (0 and reltuples -1 when never). */
  relpages: number;
  reltuples: number;
  pages: number;
}

/** A table whose size moved by more than this share since its last ANALYZE gets a new one. */
const DRIFT = 0.1;
export const STATISTICS_CHECK_MS = 60_000;

const drifted = (table: TableSize) =>
  table.pages > 0 &&
  (table.reltuples < 0 || Math.abs(table.pages - table.relpages) > Math.max(1, table.relpages * DRIFT));

/**
 * PGlite runs no autovacuum, so the planner would keep the statistics of the day a table was
 * empty: a 10 000-line stocktaking then sorts every line for a page of 60 instead of reading its
 * name index (docs/performance.md). This analyzes each table whose size has moved since its last
 * ANALYZE, one statement per table so that requests run in between. PostgreSQL's autovacuum
 * does the same there, so it is a no-op on PostgreSQL. Returns the tables analyzed.
 */
export async function analyzeChangedTables(database: Database): Promise<string[]> {
  if (database.kind !== 'pglite') return [];
  const tables = await database.query<TableSize>(
    `SELECT c.oid::regclass::text AS name, c.relpages, c.reltuples::float8 AS reltuples,
            (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS pages
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r'
      ORDER BY 1`,
  );
  const analyzed: string[] = [];
  for (const table of tables.filter(drifted)) {
    await database.exec(`ANALYZE ${table.name}`);
    analyzed.push(table.name);
  }
  return analyzed;
}

/** Checks the tables every minute while the server runs (PGlite only); returns the stopper. */
export function keepStatisticsFresh(database: Database, onError: (error: unknown) => void): () => void {
  if (database.kind !== 'pglite') return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    analyzeChangedTables(database)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, STATISTICS_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
