/**
 * `npm run restore -- <archive>`: an archive of `npm run backup` into an empty DATA_DIR (default
 * ./data); then `npm start` serves the same data, files and logins.
 */
import path from 'node:path';
import { RefusedError, restoreBackup } from '../../server/backup/restore';
import { command } from './cli';

await command(async () => {
  const archive = process.argv[2];
  if (!archive)
    throw new RefusedError(
      'Укажите архив: npm run restore -- <архив.tar.gz>\nName the archive: npm run restore -- <archive.tar.gz>',
    );
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const { files } = await restoreBackup(path.resolve(archive), dataDir);
  console.log(`Восстановлено в ${dataDir}: база и ${files} файлов.`);
  console.log(`Запуск: DATA_DIR=${dataDir} npm start`);
});
