import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { notFound } from '../errors';
import type { FileStore, StoredObject } from '../lib/file-store';
import { localFileStore } from '../lib/file-store-local';
import { s3FileStore } from '../lib/file-store-s3';
import { type MeterRule, meterUpload } from '../lib/upload-meter';
import { checkUpload, type UploadRule } from '../lib/upload-stream';

export interface StoredFile {
  key: string;
  url: string;
  mime: string;
  size: number;
}

/** An upload kept for the server's own use (a goods import file): never served at /files. */
export interface KeptFile {
  key: string;
  size: number;
  /** The first bytes, for a look at the file's type. */
  head: Buffer;
}

export interface Storage {
  /**
   * Streams an uploaded file into the store under a generated safe name (the client's file name is
   * never a key): its type is sniffed from its first bytes (415), its size counted on the way
   * (413); a refused or failed upload leaves nothing stored.
   */
  put(source: Readable, rule: UploadRule): Promise<StoredFile>;
  /**
   * Streams an upload of any type into the store under `imports/` (never served), counting its
   * size on the way (413); a refused or failed upload leaves nothing stored.
   */
  keep(source: Readable, rule: MeterRule): Promise<KeptFile>;
  /** A kept file as a stream; null when it is not there. */
  readKept(key: string): Promise<StoredObject | null>;
  /** Removes a served or a kept file. */
  remove(key: string): Promise<void>;
  urlOf(key: string): string;
  /**
   * Runs fn while no file is removed (a backup: the files its database snapshot names stay until
   * they are archived); removals asked for meanwhile happen when fn ends.
   */
  keepingFiles<T>(fn: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const KEY = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;
const KEPT_KEY = /^imports\/[0-9a-f-]{36}$/;

async function openStore(app: FastifyInstance, config: AppConfig): Promise<FileStore> {
  if (!config.s3) return localFileStore(path.join(config.dataDir, 'files'));
  const store = await s3FileStore(config.s3);
  app.addHook('onClose', async () => store.close());
  return store;
}

/**
 * Uploaded files (goods and news images, logos; goods import files under imports/, not served) in
 * S3-compatible object storage when S3_* is set, otherwise in $DATA_DIR/files; streamed in and
 * served at /files/{key} streamed out, from either.
 */
export default fp(
  async function storagePlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    const store = await openStore(app, opts.config);
    const urlOf = (key: string) => `/files/${key}`;
    let keeping = 0;
    const deferred: string[] = [];

    app.decorate('storage', {
      urlOf,
      async put(source, rule) {
        const upload = await checkUpload(source, rule);
        const key = `${randomUUID()}.${upload.type.ext}`;
        await store.write(key, upload.body, upload.type.mime);
        return { key, url: urlOf(key), mime: upload.type.mime, size: upload.size() };
      },
      async keep(source, rule) {
        const upload = meterUpload(source, rule);
        const key = `imports/${randomUUID()}`;
        await store.write(key, upload.body, 'application/octet-stream');
        return { key, size: upload.size(), head: upload.head() };
      },
      readKept: (key) => (KEPT_KEY.test(key) ? store.read(key) : Promise.resolve(null)),
      async remove(key) {
        if (!KEY.test(key) && !KEPT_KEY.test(key)) return;
        if (keeping > 0) deferred.push(key);
        else await store.remove(key);
      },
      async keepingFiles(fn) {
        keeping++;
        try {
          return await fn();
        } finally {
          keeping--;
          if (keeping === 0)
            for (const key of deferred.splice(0))
              await store.remove(key).catch((error) => app.log.warn({ err: error, key }, 'file not removed'));
        }
      },
    });

    app.get(
      '/files/:key',
      { schema: { hide: true, params: z.object({ key: z.string().max(64) }) } },
      async (request, reply) => {
        const { key } = request.params as { key: string };
        if (!KEY.test(key)) throw notFound('Файл не найден');
        const file = await store.read(key);
        if (!file) throw notFound('Файл не найден');
        return reply
          .header('Content-Type', file.mime ?? 'application/octet-stream')
          .header('Content-Length', file.size)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', file.mime?.startsWith('image/') ? 'inline' : 'attachment')
          .send(file.body);
      },
    );
  },
  { name: 'storage' },
);
