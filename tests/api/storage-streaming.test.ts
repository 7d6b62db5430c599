import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { FileStore } from '@server/lib/file-store';
import { localFileStore } from '@server/lib/file-store-local';
import { s3FileStore } from '@server/lib/file-store-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Server } from '../../scripts/topology/s3';
import { PNG_1X1 } from './settings/multipart';
import { createTestApp, type TestApp } from './support/app';
import { bucketClient } from './support/s3';

/**
 * Files are streamed both ways (issue 23): a file several times larger than what the process may
 * hold passes through the bucket and the disk with bounded memory, and an image far over its limit
 * is refused while it arrives (413), with nothing left behind.
 */
const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
/** Files far larger than the memory they may take on their way (one S3 part and its copy fit). */
const FILE = 48 * MB;
const BOUND = 16 * MB;
/**
 * Over HTTP the sender, the server and the other test files of this worker share the process, so
 * their buffers count too: seen at 10–11 MB alone and 19 MB in a loaded CI run. Still a fraction of
 * the 96 MB sent, which a server keeping the file would hold whole.
 */
const HTTP_BOUND = 32 * MB;

let s3: S3Server;
let bucket: S3Client;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zakupki-stream-'));
  dirs.push(dir);
  return dir;
};

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
/** Memory still in use (heap and Buffers): collected first, and Buffers freed in the background let go. */
const memory = async () => {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 20));
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/** Measures memory in use now and at each sample(); growth() is the peak over the start. */
async function memoryProbe() {
  const start = await memory();
  let peak = start;
  return {
    sample: async () => {
      peak = Math.max(peak, await memory());
    },
    growth: () => peak - start,
  };
}

/** Calls sample() each time a quarter of `size` bytes has gone by. */
const atQuarters = (size: number, sample: () => Promise<void>) => {
  let next = size / 4;
  return async (done: number) => {
    while (done >= next && next < size) {
      await sample();
      next += size / 4;
    }
  };
};

/** `size` bytes of varied content in fresh 64 KB chunks, starting with `head`, and their SHA-256. */
function generated(size: number, head = Buffer.alloc(0), sample = async () => {}) {
  const hash = createHash('sha256');
  const progress = atQuarters(size, sample);
  async function* chunks() {
    for (let sent = 0; sent < size; sent += CHUNK) {
      await progress(sent);
      const chunk = Buffer.alloc(Math.min(CHUNK, size - sent), (sent / CHUNK) % 251);
      if (sent === 0) head.copy(chunk);
      hash.update(chunk);
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks()), digest: () => hash.digest('hex') };
}

async function roundTrip(store: FileStore, size: number) {
  const key = `00000000-0000-4000-8000-${String(size).padStart(12, '0')}.png`;
  const writing = await memoryProbe();
  const source = generated(size, Buffer.alloc(0), writing.sample);
  await store.write(key, source.stream, 'application/octet-stream');
  const reading = await memoryProbe();
  const file = await store.read(key);
  if (!file) throw new Error('stored file not found');
  const hash = createHash('sha256');
  const progress = atQuarters(size, reading.sample);
  let length = 0;
  for await (const chunk of file.body) {
    hash.update(chunk as Buffer);
    length += (chunk as Buffer).length;
    await progress(length);
  }
  return {
    sent: source.digest(),
    received: { length, size: file.size, digest: hash.digest('hex') },
    growth: { write: writing.growth(), read: reading.growth() },
  };
}

const objectKeys = async () =>
  ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }))).Contents ?? []).map(
    (object) => object.Key,
  );

/**
 * s3rver in a process of its own, so that what it holds while receiving and sending is not
 * counted as ours.
 */
async function startS3Child(): Promise<S3Server> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./scripts/topology/s3.ts').then(async ({ startS3Server }) => {
         const server = await startS3Server();
         process.send(server);
         process.on('message', () => server.stop().then(() => process.exit(0)));
       })`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const server = await new Promise<Omit<S3Server, 'stop'>>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Omit<S3Server, 'stop'>));
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  return {
    ...server,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

beforeAll(async () => {
  s3 = await startS3Child();
  bucket = bucketClient(s3);
});
afterAll(async () => {
  bucket?.destroy();
  await s3?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a 48 MB file through each store', () => {
  it('S3: goes up in parts and comes back as it was, memory grows far less than the file', async () => {
    const store = await s3FileStore(s3.config);
    try {
      const { sent, received, growth } = await roundTrip(store, FILE);
      expect(received).toEqual({ length: FILE, size: FILE, digest: sent });
      expect(growth.write).toBeLessThan(BOUND);
      expect(growth.read).toBeLessThan(BOUND);
    } finally {
      store.close();
    }
  });

  it('local disk: the same, and a failed write leaves no file behind', async () => {
    const dir = tempDir();
    const store = await localFileStore(dir);
    const { sent, received, growth } = await roundTrip(store, FILE);
    expect(received).toEqual({ length: FILE, size: FILE, digest: sent });
    expect(growth.write).toBeLessThan(BOUND);
    expect(growth.read).toBeLessThan(BOUND);

    async function* failing() {
      yield Buffer.alloc(CHUNK);
      throw new Error('connection lost');
    }
    const before = readdirSync(dir);
    await expect(
      store.write('00000000-0000-4000-8000-000000000001.png', Readable.from(failing()), 'x'),
    ).rejects.toThrow('connection lost');
    expect(readdirSync(dir)).toEqual(before);
  });
});

describe('an image far over its 5 MB limit, sent over HTTP', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { s3: s3.config } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    token = await t.login('dmitry@zorka.demo');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Streams a multipart body with one PNG-headed file of `size` bytes to the good's images. */
  function upload(
    size: number,
    sample?: () => Promise<void>,
  ): Promise<{ status: number; body: { detail?: string } }> {
    const boundary = '----streaming-test';
    const file = generated(size, PNG_1X1, sample);
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      yield* file.stream;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${base}/v1/goods/${t.id('good:kefir')}/upload_file_assets/`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      request.on('error', reject);
      Readable.from(body()).pipe(request);
    });
  }

  it('gets 413 with a Russian message while it arrives, memory grows far less than the file, nothing is stored', async () => {
    const before = await objectKeys();
    const probe = await memoryProbe();
    const result = await upload(2 * FILE, probe.sample);
    const growth = probe.growth();
    expect(result.status).toBe(413);
    expect(result.body.detail).toBe('Изображение «big.png» больше 5 МБ. Уменьшите его и загрузите снова.');
    expect(growth).toBeLessThan(HTTP_BOUND);
    expect(await objectKeys()).toEqual(before);
    const localFiles = path.join(t.config.dataDir, 'files');
    expect(existsSync(localFiles) ? readdirSync(localFiles) : []).toEqual([]);
  });

  it('an image of exactly 5 MB is stored and served whole', async () => {
    const res = await upload(5 * MB);
    expect(res.status).toBe(200);
    const images = (res.body as unknown as { images: { url: string }[] }).images;
    const served = await fetch(`${base}${images.at(-1)?.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBe(5 * MB);
  });
});
