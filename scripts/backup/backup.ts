/**
 * `npm run backup`: one archive of the embedded database, its files and its JWT secret into
 * BACKUP_DIR (default $DATA_DIR/backups). A server running on DATA_DIR takes it (users keep working);
 * otherwise this process opens the data folder itself.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { takeBackup } from '../../server/backup/archive';
import { pgliteDir, RefusedError } from '../../server/backup/restore';
import { recordRun } from '../../server/backup/runs';
import { runningServer } from '../../server/backup/server-file';
import { backupFromEnv } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { command } from './cli';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} МБ`;

await command(async () => {
  if (process.env.DATABASE_URL)
    throw new RefusedError(
      'DATABASE_URL задан: копии PostgreSQL делают pg_dump и архив WAL (docs/deploy.md, «Backups»).\n' +
        'DATABASE_URL is set: back up PostgreSQL with pg_dump and WAL archiving (docs/deploy.md).',
    );
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const settings = backupFromEnv(process.env, dataDir);
  const server = runningServer(dataDir);
  if (server) {
    console.log(`Сервер работает (pid ${server.pid}): копию делает он…`);
    const answer = await fetch(`http://127.0.0.1:${server.port}/internal/backup`, {
      method: 'POST',
      headers: { 'x-backup-token': server.token },
    });
    const run = (await answer.json()) as {
      ok?: boolean;
      file?: string;
      size_bytes?: number;
      error?: string;
      detail?: string;
    };
    if (!answer.ok || !run.ok)
      throw new RefusedError(`Копия не создана: ${run.error ?? run.detail ?? answer.status}`);
    console.log(`Готово: ${run.file} (${megabytes(run.size_bytes ?? 0)})`);
    return;
  }
  if (!existsSync(pgliteDir(dataDir)))
    throw new RefusedError(
      `В ${dataDir} нет базы (папки pglite): укажите DATA_DIR сервера.\nNo database in ${dataDir}: set the server's DATA_DIR.`,
    );
  const database = await openDatabase({ dataDir: pgliteDir(dataDir) });
  try {
    const startedAt = new Date();
    const taken = await takeBackup(
      { database, dataDir, filesDir: process.env.S3_BUCKET ? null : path.join(dataDir, 'files') },
      settings.dir,
      settings.keep,
    );
    await recordRun(database.db, {
      startedAt,
      trigger: 'command',
      startedBy: null,
      file: taken.file,
      size: taken.size,
      error: null,
    }).catch(() => {}); // a data folder of a version before the journal: the archive is what counts
    console.log(`Готово: ${taken.file} (${megabytes(taken.size)})`);
  } finally {
    await database.close();
  }
});
