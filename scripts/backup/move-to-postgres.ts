/**
 * `npm run move-to-postgres -- <DATABASE_URL>`: the embedded database of DATA_DIR into an empty
 * PostgreSQL database (files to S3 when S3_* is set); prints each table's check and the command
 * that starts the server on it. The server must be stopped (PGlite serves one process).
 */
import path from 'node:path';
import { moveToPostgres, redact } from '../../server/backup/move';
import { pgliteDir, RefusedError } from '../../server/backup/restore';
import { runningServer } from '../../server/backup/server-file';
import { s3FromEnv } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { command } from './cli';

await command(async () => {
  const url = process.argv[2];
  if (!url?.startsWith('postgres'))
    throw new RefusedError(
      'Укажите базу: npm run move-to-postgres -- postgres://пользователь@сервер:5432/база\n' +
        'Name the database: npm run move-to-postgres -- postgres://user@host:5432/db',
    );
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const server = runningServer(dataDir);
  if (server)
    throw new RefusedError(
      `Сервер работает на ${dataDir} (pid ${server.pid}): остановите его — встроенную базу открывает один процесс.\n` +
        `A server runs on ${dataDir} (pid ${server.pid}): stop it first — the embedded database serves one process.`,
    );
  const s3 = s3FromEnv(process.env);
  const source = await openDatabase({ dataDir: pgliteDir(dataDir) });
  try {
    const report = await moveToPostgres(source, url, {
      filesDir: path.join(dataDir, 'files'),
      s3,
      log: (line) => console.log(line),
    });
    console.log(
      `\nТаблиц: ${report.tables.length}, строк: ${report.tables.reduce((n, t) => n + t.rows, 0)}; ` +
        `число строк и контрольные суммы совпали во всех. Файлов в S3: ${report.files}. ${report.seconds.toFixed(1)} с.`,
    );
    const env = s3 ? 'S3_… (те же) ' : '';
    console.log(
      `\nЗапуск на PostgreSQL:\n  DATABASE_URL='${redact(url)}' ${env}DATA_DIR=${dataDir} npm start`,
    );
  } finally {
    await source.close();
  }
});
