import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERMISSIONS } from '../../contract/permissions';
import type { Database } from './client';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_ID = 724_001;

/** Applies every migrations/*.sql not yet recorded, in name order, each in its own transaction. */
export function migrate(database: Database): Promise<string[]> {
  return database.session((session) => migrateOn(session, database.kind === 'postgres'));
}

async function migrateOn(database: Pick<Database, 'exec' | 'query'>, lock: boolean): Promise<string[]> {
  const applied: string[] = [];
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  if (lock) await database.exec(`SELECT pg_advisory_lock(${LOCK_ID})`);
  try {
    const done = new Set(
      (await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const file of files) {
      if (done.has(file)) continue;
      const body = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      const name = file.replaceAll("'", "''");
      await database.exec(
        `BEGIN;\n${body}\n;INSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`,
      );
      applied.push(file);
    }
    await database.exec(`
      GRANT USAGE ON SCHEMA public TO app_user;
      GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO app_user;
      GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO app_user;
      GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO app_user;
      DO $$ BEGIN EXECUTE format('GRANT app_user TO %I', current_user);
      EXCEPTION WHEN others THEN NULL; END $$;
    `);
    // Tables created after migration 0023 tell the response caches of their changes too.
    await database.exec('SELECT app_watch_data_changes()');
    await syncPermissions(database);
  } catch (error) {
    await database.exec('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    if (lock) await database.exec(`SELECT pg_advisory_unlock(${LOCK_ID})`);
  }
  return applied;
}

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
