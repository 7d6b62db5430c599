/**
 * Backup, restore and the move to PostgreSQL of the embedded database (issue 47), for the demo data
 * and — when bench/seed-large has made it (bench/out/pglite-large) — the large data, each as a ratio
 * to the floor: copying the data folder of a stopped server (`cp -r`, the least any backup costs).
 *
 *   npx tsx bench/backup/run.ts            (TEST_DATABASE_URL set: the move is measured too)
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { takeBackup } from '../../server/backup/archive';
import { moveToPostgres } from '../../server/backup/move';
import { pgliteDir, restoreBackup } from '../../server/backup/restore';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';
import { PGLITE_DIR } from '../seed-large/open';

const work = mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const seconds = async (fn: () => Promise<unknown> | unknown) => {
  const start = performance.now();
  await fn();
  return (performance.now() - start) / 1000;
};

async function scratchDatabase() {
  if (!adminUrl) return null;
  const name = `bench_move_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

interface Row {
  data: string;
  size: string;
  floor: number;
  backup: number;
  restore: number;
  move: number | null;
}

/** Measures one data folder (its database in <dataDir>/pglite). */
async function measure(label: string, dataDir: string): Promise<Row> {
  const copy = path.join(work, `${label}-copy`);
  const floor = await seconds(() => cpSync(dataDir, copy, { recursive: true }));
  const size = execFileSync('du', ['-sh', copy]).toString().split('\t')[0];
  rmSync(copy, { recursive: true, force: true });

  const database = await openDatabase({ dataDir: pgliteDir(dataDir) });
  let file = '';
  const backup = await seconds(async () => {
    file = (
      await takeBackup(
        { database, dataDir, filesDir: path.join(dataDir, 'files') },
        path.join(work, 'archives'),
        10,
      )
    ).file;
  });
  const restoredDir = path.join(work, `${label}-restored`);
  const restore = await seconds(() => restoreBackup(file, restoredDir));
  rmSync(restoredDir, { recursive: true, force: true });

  let move: number | null = null;
  const target = await scratchDatabase();
  if (target) {
    move = await seconds(() =>
      moveToPostgres(database, target.url, { filesDir: path.join(dataDir, 'files') }),
    );
    await target.drop();
  }
  await database.close();
  return { data: label, size, floor, backup, restore, move };
}

async function demoFolder() {
  const dataDir = path.join(work, 'demo');
  const database = await openDatabase({ dataDir: pgliteDir(dataDir) });
  await migrate(database);
  await seedDemo(database);
  await database.close();
  return dataDir;
}

const rows: Row[] = [await measure('demo', await demoFolder())];
if (existsSync(PGLITE_DIR)) {
  // The large data lives in bench/out/pglite-large itself: a copy is measured, never the original.
  const dataDir = path.join(work, 'large');
  cpSync(PGLITE_DIR, pgliteDir(dataDir), { recursive: true });
  rows.push(await measure('large', dataDir));
} else console.log(`(no large data at ${PGLITE_DIR}: npx tsx bench/seed-large/run.ts makes it)`);
rmSync(work, { recursive: true, force: true });

const s = (value: number) => `${value.toFixed(2)} s`;
const ratio = (value: number, floor: number) => `×${(value / floor).toFixed(1)}`;
console.log(
  '\n| data | folder | floor: cp -r of a stopped server | backup (running) | restore | move to PostgreSQL |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  const move =
    row.move === null ? '— (no TEST_DATABASE_URL)' : `${s(row.move)} (${ratio(row.move, row.floor)})`;
  console.log(
    `| ${row.data} | ${row.size} | ${s(row.floor)} | ${s(row.backup)} (${ratio(row.backup, row.floor)}) | ` +
      `${s(row.restore)} (${ratio(row.restore, row.floor)}) | ${move} |`,
  );
}
console.log(`\nload: ${execFileSync('uptime').toString().trim()}`);
