import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from './file-store';
import { sniffFileType } from './file-types';

/** Files in one directory of this machine: fine for a single instance only. */
export async function localFileStore(root: string): Promise<FileStore> {
  await mkdir(root, { recursive: true });
  return {
    async write(key, body) {
      // Written aside and renamed: a failed upload never leaves a part of a file under its key.
      const file = path.join(root, key);
      const partial = `${file}.part`;
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await pipeline(body, createWriteStream(partial, { mode: 0o640 }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      const file = path.join(root, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const head = Buffer.alloc(16);
      const handle = await open(file);
      await handle.read(head, 0, 16, 0).finally(() => handle.close());
      return { body: createReadStream(file), size: info.size, mime: sniffFileType(head)?.mime ?? null };
    },
    async remove(key) {
      await rm(path.join(root, key), { force: true });
    },
  };
}
