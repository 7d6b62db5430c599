import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERMISSIONS } from '../../contract/permissions';
import type { Database } from './client';
import { applyFunctions } from './functions';
import { syncSystemRoles } from './system-roles';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_ID = 724_001;

/**
 * Applies every migrations/*.sql not yet recorded, in name order, each in its own transaction; then
 * brings the functions and triggers to server/db/functions/ and the system roles to
 * contract/permissions.ts (docs/conventions.md, «Database logic»).
 * Concurrent starts (several instances) take turns on a transaction-level advisory lock, taken
 * again by each transaction, so nothing depends on the session: it works through a transaction
 * pooler too (docs/deploy.md).
 */
export function migrate(database: Database): Promise<string[]> {
  return database.session((session) => migrateOn(session, database.kind === 'postgres'));
}

async function migrateOn(database: Pick<Database, 'exec' | 'query'>, lock: boolean): Promise<string[]> {
  const applied: string[] = [];
  const begin = lock ? `BEGIN; SELECT pg_advisory_xact_lock(${LOCK_ID});` : 'BEGIN;';
  try {
    await database.exec(
      `${begin} CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
       CREATE TABLE IF NOT EXISTS schema_functions (file text PRIMARY KEY, hash text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
       COMMIT;`,
    );
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    let done = await appliedMigrations(database);
    for (const file of files) {
      if (done.has(file)) continue;
      await database.exec(begin);
      // Another instance may have applied it while this one waited for the lock.
      done = await appliedMigrations(database);
      if (done.has(file)) {
        await database.exec('COMMIT');
        continue;
      }
      const body = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      const name = file.replaceAll("'", "''");
      await database.exec(`${body}\n;INSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`);
      applied.push(file);
    }
    await applyFunctions(database, begin, applied.length > 0);
    await database.exec(`${begin}
      GRANT USAGE ON SCHEMA public TO app_user;
      GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO app_user;
      GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO app_user;
      GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO app_user;
      DO $$ BEGIN EXECUTE format('GRANT app_user TO %I', current_user);
      EXCEPTION WHEN others THEN NULL; END $$;
      COMMIT;
    `);
    await syncPermissions(database);
    await syncSystemRoles(database, begin);
  } catch (error) {
    await database.exec('ROLLBACK').catch(() => {});
    throw error;
  }
  return applied;
}

const appliedMigrations = async (database: Pick<Database, 'query'>) =>
  new Set((await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));

/** The permissions table mirrors contract/permissions.ts. */
async function syncPermissions(database: Pick<Database, 'query'>) {
  for (const [name, def] of Object.entries(PERMISSIONS)) {
    await database.query(
      `INSERT INTO permissions (name, label, group_name) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET label = excluded.label, group_name = excluded.group_name`,
      [name, def.label, def.group],
    );
  }
}
