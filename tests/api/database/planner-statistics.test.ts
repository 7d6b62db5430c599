import { migrate } from '@server/db/migrate';
import { analyzeChangedTables } from '@server/db/planner-statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/app';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await migrate(database);
  await database.exec('CREATE TABLE planner_probe (id int, name text)');
});
afterAll(() => database.drop());

const addRows = (count: number) =>
  database.query(`INSERT INTO planner_probe SELECT n, 'строка ' || n FROM generate_series(1, $1::int) n`, [
    count,
  ]);
const probeAnalyzed = async () => (await analyzeChangedTables(database)).includes('planner_probe');

describe('planner statistics', () => {
  it('are refreshed on the embedded database (it has no autovacuum) once a table has grown, and only then', async () => {
    await analyzeChangedTables(database);
    await addRows(3000);
    if (database.kind === 'postgres') {
      // PostgreSQL's autovacuum keeps them: nothing is analyzed by the app there.
      expect(await analyzeChangedTables(database)).toEqual([]);
      return;
    }
    expect(await probeAnalyzed()).toBe(true);
    expect(await probeAnalyzed()).toBe(false);
    const [{ reltuples }] = await database.query<{ reltuples: number }>(
      `SELECT reltuples::float8 AS reltuples FROM pg_class WHERE oid = 'planner_probe'::regclass`,
    );
    expect(reltuples).toBe(3000);
    await addRows(3000);
    expect(await probeAnalyzed()).toBe(true);
  });
});
