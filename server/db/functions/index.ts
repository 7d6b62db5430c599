import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../client';
import { sqlConstants } from './constants';

export const FUNCTIONS_DIR = path.dirname(fileURLToPath(import.meta.url));

export interface FunctionScript {
  file: string;
  sql: string;
  /** Of the rendered text: a file is applied again when it changes. */
  hash: string;
}

/** Replaces every {{NAME}} by its value from the contract; an unknown name is an error. */
export function renderFunctions(text: string, file: string, constants = sqlConstants()): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = constants.get(name);
    if (value === undefined) throw new Error(`${file}: unknown placeholder {{${name}}}`);
    return value;
  });
}

/** server/db/functions/*.sql in name order, rendered. */
export function functionScripts(): FunctionScript[] {
  const constants = sqlConstants();
  return readdirSync(FUNCTIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => {
      const sql = renderFunctions(readFileSync(path.join(FUNCTIONS_DIR, file), 'utf8'), file, constants);
      return { file, sql, hash: createHash('sha256').update(sql).digest('hex') };
    });
}

type Session = Pick<Database, 'exec' | 'query'>;

/**
 * Brings the database's functions and triggers to server/db/functions/ after the migrations: a file
 * runs again when its rendered text changed since it last ran, and every file does after any
 * migration ran (a migration may have replaced one of them with its own, older text). Nothing runs
 * when nothing changed, so a start takes no trigger locks on busy tables.
 */
export async function applyFunctions(
  session: Session,
  begin: string,
  afterMigrations: boolean,
): Promise<string[]> {
  const scripts = functionScripts();
  await session.exec(begin);
  const recorded = new Map(
    (await session.query<{ file: string; hash: string }>('SELECT file, hash FROM schema_functions')).map(
      (r) => [r.file, r.hash],
    ),
  );
  const due = scripts.filter((s) => afterMigrations || recorded.get(s.file) !== s.hash);
  for (const script of due) {
    await session.exec(script.sql);
    await session.query(
      `INSERT INTO schema_functions (file, hash) VALUES ($1, $2)
       ON CONFLICT (file) DO UPDATE SET hash = excluded.hash, applied_at = now()`,
      [script.file, script.hash],
    );
  }
  await session.query('DELETE FROM schema_functions WHERE NOT (file = ANY ($1::text[]))', [
    scripts.map((s) => s.file),
  ]);
  await session.exec('COMMIT');
  return due.map((s) => s.file);
}
