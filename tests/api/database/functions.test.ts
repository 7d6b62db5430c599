import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { INVOICE_STATUSES, UPD_STATUSES } from '@contract/document-kinds';
import {
  ORDER_STATUSES,
  STOCK_ORDER_STATUSES,
  STOCKTAKING_STATUSES,
  WRITE_OFF_STATUSES,
} from '@contract/statuses';
import { FUNCTIONS_DIR, functionScripts, renderFunctions } from '@server/db/functions';
import { sqlConstants } from '@server/db/functions/constants';
import { migrate } from '@server/db/migrate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIVED } from '../inventory/stock-reference';
import { createTestDatabase } from '../support/app';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await migrate(database);
});
afterAll(() => database.drop());

const files = readdirSync(FUNCTIONS_DIR).filter((f) => f.endsWith('.sql'));

/** name → body of every function the rendered files define, as the database should hold it. */
function definedBodies(): Map<string, string> {
  const bodies = new Map<string, string>();
  const definition = /CREATE OR REPLACE FUNCTION (\w+)\([\s\S]*?\bAS \$(\w*)\$([\s\S]*?)\$\2\$/g;
  for (const script of functionScripts()) {
    for (const [, name, , body] of script.sql.matchAll(definition)) bodies.set(name, body);
  }
  return bodies;
}

async function storedBodies(): Promise<Map<string, string>> {
  const rows = await database.query<{ name: string; body: string }>(
    `SELECT p.proname AS name, p.prosrc AS body FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.proname = ANY ($1::text[])`,
    [[...definedBodies().keys()]],
  );
  return new Map(rows.map((r) => [r.name, r.body]));
}

describe('database functions and triggers as current source (server/db/functions)', () => {
  it('write no status id as a number: each comes from contract/statuses.ts', () => {
    const literal = /status_id\s*(=|<>|!=)\s*\d|status_id\s+(NOT\s+)?IN\s*\(\s*\d/i;
    const offending = files.flatMap((file) =>
      readFileSync(path.join(FUNCTIONS_DIR, file), 'utf8')
        .split('\n')
        .map((line, i) => `${file}:${i + 1}: ${line.trim()}`)
        .filter((line) => literal.test(line)),
    );
    expect(offending).toEqual([]);
  });

  it('render each status placeholder as the contract id of that status', () => {
    const constants = sqlConstants();
    const used = new Set(
      files.flatMap((file) =>
        [...readFileSync(path.join(FUNCTIONS_DIR, file), 'utf8').matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map(
          (m) => m[1],
        ),
      ),
    );
    expect([...used].sort()).toEqual([
      'INVOICE_STATUSES',
      'ORDER_STATUSES.draft',
      'STOCKTAKING_STATUSES.accounted',
      'STOCK_ORDER_STATUSES',
      'UPD_STATUSES',
      'WRITE_OFF_STATUSES.accounted',
    ]);
    expect(constants.get('ORDER_STATUSES.draft')).toBe(String(ORDER_STATUSES.byKey.draft.id));
    expect(constants.get('STOCKTAKING_STATUSES.accounted')).toBe(
      String(STOCKTAKING_STATUSES.byKey.accounted.id),
    );
    expect(constants.get('WRITE_OFF_STATUSES.accounted')).toBe(String(WRITE_OFF_STATUSES.byKey.accounted.id));
    // The statuses docs/stock-rule.md names (and the rule's reference query counts): the contract's
    // set must say the same, or the triggers and the reference disagree.
    expect([...STOCK_ORDER_STATUSES].sort()).toEqual([...RECEIVED].sort());
    const received = RECEIVED.map((s) => ORDER_STATUSES.byKey[s].id).sort((a, b) => a - b);
    expect(constants.get('STOCK_ORDER_STATUSES')).toBe(received.join(', '));
    // The statuses whose orders have an invoice or a УПД (contract/document-kinds.ts).
    const ids = (keys: readonly string[]) =>
      keys.map((s) => ORDER_STATUSES.byKey[s as keyof typeof ORDER_STATUSES.byKey].id).sort((a, b) => a - b);
    expect(constants.get('INVOICE_STATUSES')).toBe(ids(INVOICE_STATUSES).join(', '));
    expect(constants.get('UPD_STATUSES')).toBe(ids(UPD_STATUSES).join(', '));
  });

  it('refuse a placeholder the contract does not know', () => {
    expect(() => renderFunctions('WHERE status_id = {{ORDER_STATUSES.shipped}}', 'x.sql')).toThrow(
      'x.sql: unknown placeholder {{ORDER_STATUSES.shipped}}',
    );
  });

  it('leave the database with the current definition of every function, status ids included', async () => {
    const stored = await storedBodies();
    const defined = definedBodies();
    expect(defined.size).toBeGreaterThan(40);
    for (const [name, body] of defined) expect(stored.get(name), name).toBe(body);
    const received = RECEIVED.map((s) => ORDER_STATUSES.byKey[s].id).sort((a, b) => a - b);
    expect(stored.get('app_stock_orders_update')).toContain(`status_id IN (${received.join(', ')})`);
  });

  it('bring an old database up to date: a changed function and a missing trigger come back', async () => {
    // As a database migrated before the current source: an older body with other ids, no trigger.
    await database.exec(`
      CREATE OR REPLACE FUNCTION app_order_line_snapshot() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RETURN NEW; END $$;
      DROP TRIGGER order_lines_snapshot ON order_lines;
      UPDATE schema_functions SET hash = 'older' WHERE file = 'orders.sql';`);
    await migrate(database);
    expect((await storedBodies()).get('app_order_line_snapshot')).toBe(
      definedBodies().get('app_order_line_snapshot'),
    );
    const [trigger] = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_trigger WHERE tgname = 'order_lines_snapshot'`,
    );
    expect(trigger.n).toBe(1);
  });

  it('touch nothing when nothing changed', async () => {
    const before = await database.query<{ file: string; applied_at: string }>(
      'SELECT file, applied_at::text FROM schema_functions ORDER BY file',
    );
    expect(before.map((r) => r.file)).toEqual([...files].sort());
    await migrate(database);
    expect(await database.query('SELECT file, applied_at::text FROM schema_functions ORDER BY file')).toEqual(
      before,
    );
  });
});
