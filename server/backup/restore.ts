import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { ARCHIVE } from './archive';
import { readTarGz } from './tar';

/** A refusal worth a clear message to the person running the command (no stack trace). */
export class RefusedError extends Error {}

const SAFE_FILE = /^(imports\/)?[0-9a-zA-Z][0-9a-zA-Z._-]*$/;

/** The folder the server keeps its embedded database in (server/app.ts). */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

async function isEmptyDir(dir: string) {
  if (!existsSync(dir)) return true;
  return (await readdir(dir)).length === 0;
}

/**
 * Restores an archive of takeBackup into an empty data folder: the database (loaded from PGlite's
 * own dump), the uploaded files and the JWT secret (so the same logins keep working). Refuses a
 * folder that holds anything, so no data is ever overwritten.
 */
export async function restoreBackup(archive: string, dataDir: string) {
  if (!existsSync(archive))
    throw new RefusedError(`Архив не найден: ${archive}\nArchive not found: ${archive}`);
  if (!(await isEmptyDir(dataDir)))
    throw new RefusedError(
      `Папка данных ${dataDir} не пуста: восстановление пишет только в пустую папку, чтобы ничего не затереть. ` +
        `Укажите другую (DATA_DIR=…) или освободите эту.\n` +
        `The data folder ${dataDir} is not empty: restore writes only into an empty folder, so nothing is overwritten. ` +
        'Choose another one (DATA_DIR=…) or empty this one.',
    );
  await mkdir(dataDir, { recursive: true });
  let manifest: { format?: string } | null = null;
  let database = false;
  let files = 0;
  try {
    for await (const entry of readTarGz(archive)) {
      if (entry.name === ARCHIVE.manifest) manifest = JSON.parse(entry.body.toString('utf8'));
      else if (entry.name === ARCHIVE.database) {
        const restored = await openDatabase({
          dataDir: pgliteDir(dataDir),
          loadDataDir: new Blob([new Uint8Array(entry.body)]),
        });
        await restored.query('SELECT 1');
        await restored.close();
        database = true;
      } else if (entry.name === ARCHIVE.jwtSecret)
        await writeFile(path.join(dataDir, 'jwt-secret'), entry.body, { mode: 0o600 });
      else if (entry.name.startsWith(ARCHIVE.filesPrefix)) {
        const key = entry.name.slice(ARCHIVE.filesPrefix.length);
        if (!SAFE_FILE.test(key)) throw new Error(`unexpected file name in the archive: ${entry.name}`);
        const target = path.join(dataDir, 'files', key);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, entry.body, { mode: 0o640 });
        files++;
      }
    }
  } catch (error) {
    if (error instanceof RefusedError) throw error;
    throw new RefusedError(
      `Архив повреждён или это не резервная копия: ${(error as Error).message}\n` +
        `The archive is damaged or not a backup: ${(error as Error).message}`,
    );
  }
  if (manifest?.format !== ARCHIVE.format || !database)
    throw new RefusedError(
      'Это не резервная копия «Закупок»: в архиве нет базы данных.\nNot a backup of this app: the archive holds no database.',
    );
  return { files };
}
