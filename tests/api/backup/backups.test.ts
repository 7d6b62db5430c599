import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgliteDir, RefusedError, restoreBackup } from '@server/backup/restore';
import { databaseSums } from '@server/backup/tables';
import { openDatabase } from '@server/db/client';
import { afterAll, describe, expect, it } from 'vitest';
import { EMAILS, placeOrder, withOrderFixture } from '../orders/fixture';
import { PNG_1X1 } from '../settings/multipart';
import { expectErrorBody, usingPostgres } from '../support/app';
import { expectServedAsBefore } from './served';
import { writeEveryKind } from './writes';

const { t, f, buyer, storekeeper, clientAdmin, supplier, admin } = withOrderFixture({
  buyer: 'igor',
  storekeeper: 'olga',
  clientAdmin: 'anna',
  supplier: 'dmitry',
  admin: 'admin',
});
const folders: string[] = [];
const newFolder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zakupki-restore-'));
  folders.push(dir);
  return path.join(dir, 'data');
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const takeBackup = () => admin({ method: 'POST', url: '/api_a/backups' });

if (!usingPostgres())
  describe('backups of the embedded database', () => {
    it('round-trips every table, the files and the logins through backup and restore', async () => {
      const fileUrl = await writeEveryKind(t, f, { buyer, storekeeper, clientAdmin, supplier });
      writeFileSync(
        path.join(t.config.dataDir, 'jwt-secret'),
        'a-generated-secret-of-this-server-0123456789',
      );
      const before = await databaseSums(t.database);

      const taken = await takeBackup();
      expect(taken.statusCode, taken.body).toBe(201);
      const run = taken.json();
      expect(run).toMatchObject({ ok: true, trigger: 'admin', error: null });
      expect(run.size_bytes).toBeGreaterThan(0);
      expect(existsSync(run.file)).toBe(true);
      const status = (await admin({ method: 'GET', url: '/api_a/backups' })).json();
      expect(status).toMatchObject({ embedded: true, running: false, last: { id: run.id, ok: true } });

      const dataDir = newFolder();
      await restoreBackup(run.file, dataDir);
      const restored = await openDatabase({ dataDir: pgliteDir(dataDir) });
      try {
        expect(await databaseSums(restored)).toEqual(before);
        await expectServedAsBefore(t.config, restored, dataDir, {
          emails: [EMAILS.buyer, EMAILS.dairy, 'admin@zakupki.demo'],
          fileUrl,
          fileBytes: PNG_1X1,
        });
      } finally {
        await restored.close();
      }
    });

    it('is consistent when taken while users keep writing orders, and none of them waits for it', async () => {
      const orders = Array.from({ length: 6 }, () => placeOrder(buyer, f));
      const [taken, ...placed] = await Promise.all([takeBackup(), ...orders]);
      expect(placed.map((res) => res.statusCode)).toEqual(placed.map(() => 201));
      expect(taken.json().ok).toBe(true);

      const dataDir = newFolder();
      await restoreBackup(taken.json().file, dataDir);
      const restored = await openDatabase({ dataDir: pgliteDir(dataDir) });
      try {
        // Each order is there whole or not at all: its lines match its counter and its total.
        const torn = await restored.query<{ id: number }>(
          `SELECT o.id FROM orders o
          WHERE o.total_lines_counter <> (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id)`,
        );
        expect(torn).toEqual([]);
        const [{ n }] = await restored.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
        const [{ n: now }] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
        expect(n).toBeLessThanOrEqual(now);
        expect(n).toBeGreaterThanOrEqual(now - placed.length);
      } finally {
        await restored.close();
      }
    });

    it('restores only into an empty folder, and says why in Russian and English', async () => {
      const { file } = (await admin({ method: 'GET', url: '/api_a/backups' })).json().last;
      const dataDir = newFolder();
      mkdirSync(dataDir);
      writeFileSync(path.join(dataDir, 'notes.txt'), 'someone else’s');
      const again = restoreBackup(file, dataDir);
      await expect(again).rejects.toBeInstanceOf(RefusedError);
      await expect(again).rejects.toThrow(/не пуста.*\n.*not empty/s);
    });

    it('records a failed scheduled backup and e-mails the back office', async () => {
      const dir = path.join(t.config.dataDir, 'backups');
      rmSync(dir, { recursive: true, force: true });
      writeFileSync(dir, 'a file where the folder should be');
      try {
        const run = await t.app.backups.run('schedule', null);
        expect(run).toMatchObject({ ok: false, trigger: 'schedule', file: null });
        const status = (await admin({ method: 'GET', url: '/api_a/backups' })).json();
        expect(status.last).toMatchObject({ id: run.id, ok: false });
        const letter = t.outbox().find((mail) => mail.subject === 'Резервная копия не создана');
        expect(letter).toMatchObject({ to: 'admin@zakupki.demo' });
      } finally {
        rmSync(dir, { force: true });
      }
    });

    it('is the back office’s only: an organization’s administrator gets 403', async () => {
      expectErrorBody(await clientAdmin({ method: 'POST', url: '/api_a/backups' }), 403);
      expectErrorBody(await clientAdmin({ method: 'GET', url: '/api_a/backups' }), 403);
    });
  });

if (usingPostgres())
  describe('backups on PostgreSQL', () => {
    it('are left to pg_dump: the back office is told so', async () => {
      expect((await admin({ method: 'GET', url: '/api_a/backups' })).json()).toMatchObject({
        embedded: false,
      });
      expect(expectErrorBody(await takeBackup(), 409).detail).toMatch(/pg_dump/);
    });
  });
