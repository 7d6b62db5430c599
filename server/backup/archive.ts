import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';
import { inBackground } from '../db/fair-turns';
import { tarGzWriter } from './tar';

/** What one backup archive holds besides the database (docs/deploy.md, «Backups of the embedded database»). */
export const ARCHIVE = {
  manifest: 'manifest.json',
  database: 'database.tar',
  jwtSecret: 'settings/jwt-secret',
  filesPrefix: 'files/',
  format: 'zakupki-backup',
} as const;

const NAME = /^zakupki-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

export interface BackupSource {
  database: Database;
  dataDir: string;
  /** The uploaded files' folder; null when they live in S3 (the bucket keeps its own versions). */
  filesDir: string | null;
  /** Runs fn while no uploaded file is deleted (a file the snapshot names stays until it is archived). */
  keepingFiles?: <T>(fn: () => Promise<T>) => Promise<T>;
  appVersion?: string;
}

export interface TakenBackup {
  file: string;
  size: number;
}

/** Every regular file under dir as a path relative to it (a partly written upload, *.part, left out). */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(dir, relative)));
    else if (entry.isFile() && !entry.name.endsWith('.part')) found.push(relative);
  }
  return found.sort();
}

/** 2026-12-08T01-10-00-123Z: sorts by time, and is a file name on every system. */
const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/**
 * Takes one archive: the database's own dump (between transactions, as background work, so the
 * requests waiting go first), the generated JWT secret and the uploaded files, into
 * `<dir>/zakupki-<UTC time>.tar.gz`, written aside and renamed when complete; then keeps only the
 * newest `keep` archives.
 */
export async function takeBackup(source: BackupSource, dir: string, keep: number): Promise<TakenBackup> {
  const { database } = source;
  if (!database.dumpDataDir) throw new Error('only the embedded database is backed up this way');
  const dump = database.dumpDataDir.bind(database);
  await mkdir(dir, { recursive: true });
  const at = new Date();
  const file = path.join(dir, `zakupki-${stamp(at)}.tar.gz`);
  const partial = `${file}.partial`;
  const keeping = source.keepingFiles ?? ((fn) => fn());
  try {
    await keeping(async () => {
      const snapshot = await inBackground(dump);
      const writer = tarGzWriter(partial);
      try {
        const manifest = {
          format: ARCHIVE.format,
          version: 1,
          created_at: at.toISOString(),
          app_version: source.appVersion ?? 'dev',
          files: source.filesDir ? 'archive' : 's3',
        };
        await writer.add(ARCHIVE.manifest, Buffer.from(JSON.stringify(manifest, null, 2)));
        await writer.add(ARCHIVE.database, new Uint8Array(await snapshot.arrayBuffer()));
        const secret = path.join(source.dataDir, 'jwt-secret');
        if (existsSync(secret)) await writer.add(ARCHIVE.jwtSecret, await readFile(secret));
        if (source.filesDir) {
          for (const relative of await listFiles(source.filesDir)) {
            const full = path.join(source.filesDir, relative);
            const info = await stat(full).catch(() => null);
            if (info?.isFile()) await writer.addFile(`${ARCHIVE.filesPrefix}${relative}`, full, info.size);
          }
        }
      } finally {
        await writer.close();
      }
    });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await pruneBackups(dir, keep);
  return { file, size: (await stat(file)).size };
}

/** The archives of dir, newest first. */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => NAME.test(name))
    .sort()
    .reverse();
}

async function pruneBackups(dir: string, keep: number) {
  for (const old of (await listBackups(dir)).slice(keep)) await rm(path.join(dir, old), { force: true });
}
