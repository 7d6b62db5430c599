import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { notFound } from '../errors';
import { type SniffedType, sniffFileType } from '../services/file-types';

export interface StoredFile {
  key: string;
  url: string;
  mime: string;
  size: number;
}

export interface Storage {
  /** Stores bytes under a generated safe name; the client's file name is never used on disk. */
  put(bytes: Buffer, type: SniffedType): Promise<StoredFile>;
  remove(key: string): Promise<void>;
  urlOf(key: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const KEY = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** Local file storage in $DATA_DIR/files, served at /files/{key}. */
export default fp(
  async function storagePlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    const root = path.join(opts.config.dataDir, 'files');
    await mkdir(root, { recursive: true });
    const urlOf = (key: string) => `/files/${key}`;

    app.decorate('storage', {
      urlOf,
      async put(bytes, type) {
        const key = `${randomUUID()}.${type.ext}`;
        await writeFile(path.join(root, key), bytes, { mode: 0o640 });
        return { key, url: urlOf(key), mime: type.mime, size: bytes.length };
      },
      async remove(key) {
        if (KEY.test(key)) await rm(path.join(root, key), { force: true });
      },
    });

    app.get(
      '/files/:key',
      { schema: { hide: true, params: z.object({ key: z.string().max(64) }) } },
      async (request, reply) => {
        const { key } = request.params as { key: string };
        if (!KEY.test(key)) throw notFound('Файл не найден');
        const file = path.join(root, key);
        const info = await stat(file).catch(() => null);
        if (!info) throw notFound('Файл не найден');
        const head = Buffer.alloc(16);
        const fh = await open(file);
        await fh.read(head, 0, 16, 0);
        await fh.close();
        const type = sniffFileType(head);
        return reply
          .header('Content-Type', type?.mime ?? 'application/octet-stream')
          .header('Content-Length', info.size)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', type?.kind === 'image' ? 'inline' : 'attachment')
          .send(createReadStream(file));
      },
    );
  },
  { name: 'storage' },
);
