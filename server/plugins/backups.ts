import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BackupRun, BackupStatus, BackupTrigger } from '../../contract/backups';
import { takeBackup } from '../backup/archive';
import { adminAddresses, lastSuccessAt, recentRuns, recordRun } from '../backup/runs';
import { SERVER_FILE } from '../backup/server-file';
import type { AppConfig } from '../config';
import { conflict } from '../errors';

export interface Backups {
  /** Takes an archive now; a 409 while one is being taken or on PostgreSQL. */
  run(trigger: BackupTrigger, startedBy: number | null): Promise<BackupRun>;
  status(): Promise<BackupStatus>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backups: Backups;
  }
}

const failureLetter = (config: AppConfig, error: string) => ({
  subject: 'Резервная копия не создана',
  text:
    `Плановая резервная копия базы не создана: ${error}\n\n` +
    'Проверьте место на диске и папку BACKUP_DIR, затем создайте копию вручную в админке ' +
    '(«Резервные копии» → «Создать резервную копию»).',
  link: `${config.publicUrl}/admin/backups`,
});

/**
 * Backups of the embedded database (server/backup, docs/deploy.md): on demand (the back office,
 * `npm run backup` through a local control call) and on the schedule (BACKUP_EVERY, counted from
 * the last archive taken). A failed scheduled backup is e-mailed to the back-office users.
 */
export default fp(
  async function backupsPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    const { config } = opts;
    const settings = config.backup ?? { dir: path.join(config.dataDir, 'backups'), everyMs: null, keep: 7 };
    const embedded = app.database.kind === 'pglite';
    let running = false;

    async function run(trigger: BackupTrigger, startedBy: number | null) {
      if (!embedded)
        throw conflict(
          'На PostgreSQL резервные копии делают pg_dump и архив WAL (docs/deploy.md), не приложение',
        );
      if (running) throw conflict('Резервная копия уже создаётся: дождитесь её окончания');
      running = true;
      const startedAt = new Date();
      try {
        const taken = await takeBackup(
          {
            database: app.database,
            dataDir: config.dataDir,
            filesDir: config.s3 ? null : path.join(config.dataDir, 'files'),
            keepingFiles: app.storage.keepingFiles,
            appVersion: config.version,
          },
          settings.dir,
          settings.keep,
        );
        return await recordRun(app.db, {
          startedAt,
          trigger,
          startedBy,
          file: taken.file,
          size: taken.size,
          error: null,
        });
      } catch (error) {
        app.log.error({ err: error }, 'backup failed');
        const reason = error instanceof Error ? error.message : String(error);
        const failed = await recordRun(app.db, {
          startedAt,
          trigger,
          startedBy,
          file: null,
          size: null,
          error: reason,
        });
        if (trigger === 'schedule') {
          for (const to of await adminAddresses(app.db))
            await app.mailer.send({ to, ...failureLetter(config, reason) }).catch(() => {});
        }
        return failed;
      } finally {
        running = false;
      }
    }

    app.decorate('backups', {
      run,
      async status() {
        const runs = await recentRuns(app.db);
        return {
          embedded,
          running,
          dir: embedded ? settings.dir : null,
          every_hours: settings.everyMs === null ? null : settings.everyMs / 3_600_000,
          keep: settings.keep,
          last: runs[0] ?? null,
          runs,
        };
      },
    });

    if (!embedded || config.inMemoryDb) return;

    if (settings.everyMs !== null) {
      const every = settings.everyMs;
      const due = async () => {
        if (running) return;
        const last = await lastSuccessAt(app.db);
        if (last && Date.now() - last.getTime() < every) return;
        await run('schedule', null);
      };
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        timer = setInterval(
          () => void due().catch((error) => app.log.error({ err: error }, 'scheduled backup')),
          Math.min(every, 60_000),
        );
        timer.unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    }

    // `npm run backup` on this machine asks the running server: it finds the port and a token in
    // $DATA_DIR/server.json (readable by the server's user only).
    const token = randomBytes(32).toString('base64url');
    const file = path.join(config.dataDir, SERVER_FILE);
    app.post('/internal/backup', { schema: { hide: true } }, async (request, reply) => {
      const given = Buffer.from(String(request.headers['x-backup-token'] ?? ''));
      const expected = Buffer.from(token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return reply.code(403).send({ detail: 'Неверный ключ управления' });
      return reply.code(201).send(await run('command', null));
    });
    app.addHook('onListen', async () => {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      writeFileSync(file, JSON.stringify({ pid: process.pid, port, token }), { mode: 0o600 });
    });
    app.addHook('onClose', async () => rmSync(file, { force: true }));
  },
  { name: 'backups', dependencies: ['db', 'storage', 'mailer'] },
);
