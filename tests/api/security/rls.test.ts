import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

/**
 * Row-level security backstop (DESIGN §5 layer 3): a query with its organization filter removed,
 * run as a request runs (SET LOCAL ROLE app_user + app.org_ids), returns no foreign rows.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORG_COLUMNS = ['organization_id', 'client_organization_id', 'supplier_organization_id'];

async function asTenant<T>(orgIds: number[], sql: string): Promise<T[]> {
  const rows = await t.database.session(async (s) => {
    await s.exec('BEGIN');
    try {
      await s.query("SELECT set_config('app.org_ids', $1, true)", [orgIds.join(',')]);
      await s.exec('SET LOCAL ROLE app_user');
      return await s.query<T>(sql);
    } finally {
      await s.exec('ROLLBACK');
    }
  });
  return rows;
}

describe('row-level security', () => {
  it('is enabled and forced on every tenant table', async () => {
    const tables = await t.database.query<{ name: string; rls: boolean; forced: boolean }>(`
      SELECT c.relname AS name, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relrowsecurity`);
    const names = tables.map((r) => r.name);
    for (const expected of ['roles', 'role_permissions', 'user_roles', 'sales_points', 'good_categories']) {
      expect(names).toContain(expected);
    }
    expect(tables.every((r) => r.forced)).toBe(true);
  });

  it('returns no foreign rows from any RLS table when the filter is forgotten', async () => {
    const client = t.id('org:client');
    const tables = await t.database.query<{ name: string }>(`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relrowsecurity ORDER BY 1`);
    let foreignRowsInDatabase = 0;
    for (const { name } of tables) {
      const columns = (
        await t.database.query<{ column_name: string }>(
          'SELECT column_name FROM information_schema.columns WHERE table_name = $1',
          [name],
        )
      )
        .map((c) => c.column_name)
        .filter((c) => ORG_COLUMNS.includes(c));
      expect(columns.length, `${name} has no organization column`).toBeGreaterThan(0);
      const mine = columns.map((c) => `"${c}" = ${client}`).join(' OR ');
      const [all] = await t.database.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM "${name}" WHERE NOT (${mine})`,
      );
      foreignRowsInDatabase += Number(all.n);
      const visibleForeign = await asTenant<{ n: string }>(
        [client],
        `SELECT count(*)::text AS n FROM "${name}" WHERE NOT (${mine})`,
      );
      expect(visibleForeign[0].n, `${name}: foreign rows visible without a filter`).toBe('0');
    }
    expect(foreignRowsInDatabase, 'the demo has rows of other organizations to hide').toBeGreaterThan(0);
  });

  it('sees nothing at all without organizations, and cannot write into another organization', async () => {
    const none = await asTenant<{ n: string }>([], 'SELECT count(*)::text AS n FROM roles');
    expect(none[0].n).toBe('0');
    const dairy = t.id('org:dairy');
    await expect(
      asTenant([t.id('org:client')], `INSERT INTO roles (organization_id, name) VALUES (${dairy}, 'Взлом')`),
    ).rejects.toThrow(/row-level security/i);
  });
});
