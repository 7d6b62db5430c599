import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * The backup archive's container: a POSIX (ustar) tar, gzipped — what `tar -xzf` opens. Written and
 * read here as streams with Node's zlib, since the entries are plain files with short names.
 */
const BLOCK = 512;
const END = Buffer.alloc(BLOCK * 2);

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`tar entry name too long: ${name}`);
  const block = Buffer.alloc(BLOCK);
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0');
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write(' '.repeat(8), 148);
  block.write('0', 156);
  block.write('ustar\u000000', 257, 'latin1');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${octal(sum, 7)}\u0000`, 148, 'latin1');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export interface TarWriter {
  /** Adds a file from bytes in memory. */
  add(name: string, body: Uint8Array): Promise<void>;
  /** Adds a file streamed from disk (its size known beforehand). */
  addFile(name: string, file: string, size: number): Promise<void>;
  /** Ends the archive; answers its size in bytes on disk. */
  close(): Promise<void>;
}

async function write(out: Writable, chunk: Uint8Array) {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** A gzipped tar written to `file` entry by entry. */
export function tarGzWriter(file: string, level = 1): TarWriter {
  const gzip = createGzip({ level });
  const disk = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(disk);
  const written = finished(disk);
  written.catch(() => {});
  return {
    async add(name, body) {
      await write(gzip, header(name, body.byteLength, new Date()));
      await write(gzip, body);
      await write(gzip, padding(body.byteLength));
    },
    async addFile(name, path, size) {
      await write(gzip, header(name, size, new Date()));
      let copied = 0;
      for await (const chunk of createReadStream(path, { end: size - 1 }) as AsyncIterable<Buffer>) {
        copied += chunk.length;
        await write(gzip, chunk);
      }
      if (copied !== size) throw new Error(`${path} changed while it was archived`);
      await write(gzip, padding(size));
    },
    async close() {
      gzip.end(END);
      await written;
    },
  };
}

export interface TarEntry {
  name: string;
  body: Buffer;
}

/** Reads exactly n bytes from a stream's chunks, or null at its end. */
function byteReader(source: Readable) {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let buffered: Buffer[] = [];
  let length = 0;
  return async (n: number): Promise<Buffer | null> => {
    while (length < n) {
      const next = await iterator.next();
      if (next.done) return null;
      buffered.push(next.value);
      length += next.value.length;
    }
    const all = buffered.length === 1 ? buffered[0] : Buffer.concat(buffered, length);
    buffered = length > n ? [all.subarray(n)] : [];
    length -= n;
    return all.subarray(0, n);
  };
}

const field = (block: Buffer, start: number, width: number) =>
  block.toString('utf8', start, start + width).replace(/\0.*$/s, '');

/** The files of a gzipped tar, one at a time; throws on a damaged archive. */
export async function* readTarGz(file: string): AsyncGenerator<TarEntry> {
  const read = byteReader(createReadStream(file).pipe(createGunzip()));
  for (;;) {
    const block = await read(BLOCK);
    if (!block) throw new Error('the archive ends early');
    if (block.every((byte) => byte === 0)) return;
    const name = field(block, 0, 100);
    const prefix = field(block, 345, 155);
    const size = Number.parseInt(field(block, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(block[156] || 48);
    const body = size > 0 ? await read(size) : Buffer.alloc(0);
    if (!body) throw new Error('the archive ends early');
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (pad > 0 && !(await read(pad))) throw new Error('the archive ends early');
    if (type === '0') yield { name: prefix ? `${prefix}/${name}` : name, body: Buffer.from(body) };
  }
}
