import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, type ServerHandle, startServer } from '../../../scripts/crash-safety/server';
import { xlsxBomb } from '../support/zip-bomb';

/**
 * The real server process (its own PGlite in a temp directory) under a zip bomb: memory and /healthz.
 * The embedded database alone takes about 550 MB, so the limit is on what the upload adds.
 */
const RSS_GROWTH_LIMIT_MB = 300;
/**
 * A bomb froze /healthz for 24–90 s before the fix. Under 1 s on a quiet machine; 3 s leaves room
 * for a CI machine whose two cores are shared with the other test processes.
 */
const HEALTH_LIMIT_MS = 3_000;

let server: ServerHandle;
let dataDir: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : 0;
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'zakupki-bomb-'));
  server = await startServer(dataDir, await freePort());
}, 300_000);
afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a zip bomb against the running server', () => {
  it.each(['sharedStrings', 'sheet', 'cell'] as const)(
    'answers 413 to a %s part inflating to 1 GB while /healthz keeps answering (3 s at most) and memory grows < 300 MB',
    async (part) => {
      const token = await login(server.base, 'dmitry@zorka.demo');
      const me = await call(server.base, token, 'GET', '/v1/users/me');
      const [org] = (me.body as { organizations: { id: number }[] }).organizations.map((o) => o.id);
      const bomb = xlsxBomb(1024, part);

      const baseRss = rssMb(server.pid);
      let peakRss = baseRss;
      let slowestHealth = 0;
      let uploading = true;
      const watch = (async () => {
        while (uploading) {
          peakRss = Math.max(peakRss, rssMb(server.pid));
          const started = Date.now();
          const health = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(5_000) }).catch(
            () => null,
          );
          slowestHealth = Math.max(
            slowestHealth,
            health?.ok ? Date.now() - started : Number.POSITIVE_INFINITY,
          );
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();

      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bomb)]), 'bomb.xlsx');
      const res = await fetch(`${server.base}/v1/import_goods/${org}/upload_file_goods`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      uploading = false;
      await watch;

      const body = (await res.json()) as { code: string; detail: string };
      expect(res.status, body.detail).toBe(413);
      expect(body.code).toBe('PAYLOAD_TOO_LARGE');
      expect(body.detail).toMatch(/после распаковки|ячейка длиннее/);
      expect(slowestHealth).toBeLessThan(HEALTH_LIMIT_MS);
      expect(peakRss - baseRss).toBeLessThan(RSS_GROWTH_LIMIT_MB);
      expect((await fetch(`${server.base}/healthz`)).ok).toBe(true);
    },
    120_000,
  );
});
