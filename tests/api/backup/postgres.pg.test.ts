import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { moveToPostgres } from '@server/backup/move';
import { RefusedError } from '@server/backup/restore';
import { databaseSums } from '@server/backup/tables';
import { type Database, openDatabase } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { seedDemo } from '@server/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS, withOrderFixture } from '../orders/fixture';
import { PNG_1X1 } from '../settings/multipart';
import { adminQuery, databaseUrl, uniqueName } from '../support/template';
import { expectServedAsBefore } from './served';
import { writeEveryKind } from './writes';

const { t, f, buyer, storekeeper, clientAdmin, supplier } = withOrderFixture({
  buyer: 'igor',
  storekeeper: 'olga',
  clientAdmin: 'anna',
  supplier: 'dmitry',
});
const scratch: string[] = [];
const folder = mkdtempSync(path.join(os.tmpdir(), 'zakupki-move-'));
const newDatabase = async () => {
  const name = uniqueName('scratch');
  await adminQuery(`CREATE DATABASE ${name}`);
  scratch.push(name);
  return databaseUrl(name);
};
afterAll(async () => {
  for (const name of scratch) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(folder, { recursive: true, force: true });
});

const SECRET = 'a-generated-secret-of-this-server-0123456789';
const LOGINS = [EMAILS.buyer, EMAILS.dairy, 'admin@zakupki.demo'];

describe('a pg_dump of a running server restored into a scratch database (docs/deploy.md)', () => {
  it('has every row, and the app starts on it with the same logins and files', async () => {
    const fileUrl = await writeEveryKind(t, f, { buyer, storekeeper, clientAdmin, supplier });
    writeFileSync(path.join(t.config.dataDir, 'jwt-secret'), SECRET);
    const [{ name }] = await t.database.query<{ name: string }>('SELECT current_database() AS name');
    const dump = path.join(folder, 'zakupki.dump');
    // Background work (notifications) may still be writing: dump again until nothing moved around it.
    let before = await databaseSums(t.database);
    for (let attempt = 0; attempt < 10; attempt++) {
      const start = before;
      execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, databaseUrl(name)]);
      before = await databaseSums(t.database);
      if (isDeepStrictEqual(start, before)) break;
    }
    const url = await newDatabase();
    execFileSync('pg_restore', ['--no-owner', `--dbname=${url}`, dump]);
    const restored = await openDatabase({ url, poolSize: 2 });
    try {
      expect(await databaseSums(restored)).toEqual(before);
      await expectServedAsBefore(t.config, restored, t.config.dataDir, {
        emails: LOGINS,
        fileUrl,
        fileBytes: PNG_1X1,
      });
    } finally {
      await restored.close();
    }
  });
});

describe('npm run move-to-postgres', () => {
  let source: Database;
  const dataDir = path.join(folder, 'data');
  const logoKey = '0b7a4c1e-5d0e-4b1a-9a53-1f0e4c2a7d11.png';

  beforeAll(async () => {
    source = await openDatabase({});
    await migrate(source);
    const ids = await seedDemo(source);
    mkdirSync(path.join(dataDir, 'files'), { recursive: true });
    writeFileSync(path.join(dataDir, 'files', logoKey), PNG_1X1);
    writeFileSync(path.join(dataDir, 'jwt-secret'), SECRET);
    await source.query('UPDATE organizations SET logo_key = $1 WHERE id = $2', [
      logoKey,
      ids.get('org:client'),
    ]);
  });
  afterAll(() => source?.close());

  it('copies every table with equal counts and checksums, and the app starts on it', async () => {
    const url = await newDatabase();
    const report = await moveToPostgres(source, url, { filesDir: path.join(dataDir, 'files') });
    expect(report.tables.filter((table) => !table.same)).toEqual([]);
    expect(report.tables.find((table) => table.table === 'orders')?.rows).toBeGreaterThan(0);
    const moved = await openDatabase({ url, poolSize: 2 });
    try {
      expect(await databaseSums(moved)).toEqual(await databaseSums(source));
      // New rows continue the sequences: no id is given twice.
      const [order] = await moved.query<{ fresh: string; max: string }>(
        "SELECT nextval(pg_get_serial_sequence('orders', 'id'))::text AS fresh, (SELECT max(id) FROM orders)::text AS max",
      );
      expect(Number(order.fresh)).toBeGreaterThan(Number(order.max));
      await expectServedAsBefore(t.config, moved, dataDir, {
        emails: LOGINS,
        fileUrl: `/files/${logoKey}`,
        fileBytes: PNG_1X1,
      });
    } finally {
      await moved.close();
    }
  });

  it('refuses a database that is not empty, and says why', async () => {
    const url = await newDatabase();
    const other = await openDatabase({ url, poolSize: 1 });
    await other.exec('CREATE TABLE someone_elses (id int)');
    await other.close();
    const refused = moveToPostgres(source, url);
    await expect(refused).rejects.toBeInstanceOf(RefusedError);
    await expect(refused).rejects.toThrow(/не пуста \(в ней уже есть: someone_elses\)/);
  });
});
