/**
 * bench/events: one instance holds N open GET /v1/events streams (default 1 000) and delivers each
 * event to all of them. Prints the server's memory per stream and the time from the write's commit
 * to the event's arrival at each client (p50/p99/max).
 *
 *   npx tsx bench/events/run.ts [streams=1000] [events=20]
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const STREAMS = Number(process.argv[2] ?? 1000);
const EVENTS = Number(process.argv[3] ?? 20);
const now = () => performance.timeOrigin + performance.now();

const child = fork(path.join(import.meta.dirname, 'server.ts'), [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
let next = 1;
const pending = new Map<number, (value: Record<string, number>) => void>();
let ready: (url: string) => void;
const started = new Promise<string>((resolve) => (ready = resolve));
child.on('message', (m: { id: number; url?: string } & Record<string, number>) => {
  if (m.id === 0 && m.url) return ready(m.url);
  pending.get(m.id)?.(m);
  pending.delete(m.id);
});
const ask = (kind: string, n?: number) =>
  new Promise<Record<string, number>>((resolve) => {
    const id = next++;
    pending.set(id, resolve);
    child.send({ id, kind, n });
  });

const base = await started;
const login = await fetch(`${base}/v1/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ username: 'elena@zorka.demo', password: 'demo12345' }),
});
const { access_token: token } = (await login.json()) as { access_token: string };

const arrivals = new Map<number, number[]>();
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const open = () =>
  new Promise<http.ClientRequest>((resolve, reject) => {
    const req = http.get(
      `${base}/v1/events`,
      { agent, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const at = now();
          for (const match of chunk.matchAll(/"object_id":(\d+)/g)) {
            const list = arrivals.get(Number(match[1])) ?? [];
            list.push(at);
            arrivals.set(Number(match[1]), list);
          }
        });
        resolve(req);
      },
    );
    req.on('error', reject);
  });

const before = await ask('mem');
const requests: http.ClientRequest[] = [];
for (let i = 0; i < STREAMS; i += 50) {
  requests.push(...(await Promise.all(Array.from({ length: Math.min(50, STREAMS - i) }, open))));
}
await new Promise((r) => setTimeout(r, 500));
const after = await ask('mem');

const latencies: number[] = [];
let delivered = 0;
for (let n = 1; n <= EVENTS; n++) {
  const { committedAt } = await ask('emit', 100_000 + n);
  const until = Date.now() + 5_000;
  while ((arrivals.get(100_000 + n)?.length ?? 0) < STREAMS && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 5));
  }
  const got = arrivals.get(100_000 + n) ?? [];
  delivered += got.length;
  for (const at of got) latencies.push(at - committedAt);
  await new Promise((r) => setTimeout(r, 100));
}
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? NaN;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const rows = [
  ['open streams (server)', String(after.streams)],
  ['server RSS before → after', `${mb(before.rss)} → ${mb(after.rss)} MB`],
  ['server heap before → after', `${mb(before.heap)} → ${mb(after.heap)} MB`],
  ['memory per stream (RSS)', `${((after.rss - before.rss) / STREAMS / 1024).toFixed(1)} KB`],
  ['memory per stream (heap)', `${((after.heap - before.heap) / STREAMS / 1024).toFixed(1)} KB`],
  ['events × streams delivered', `${delivered} / ${EVENTS * STREAMS}`],
  ['commit → client p50', `${pct(50).toFixed(1)} ms`],
  ['commit → client p99', `${pct(99).toFixed(1)} ms`],
  ['commit → client max', `${(latencies.at(-1) ?? NaN).toFixed(1)} ms`],
  [
    'load average (1/5/15 min)',
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  ],
];
const width = Math.max(...rows.map((r) => r[0].length));
console.log(
  `bench/events: ${STREAMS} streams, ${EVENTS} events, PGlite${process.env.BENCH_DATABASE_URL ? '→PostgreSQL' : ''}`,
);
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
for (const req of requests) req.destroy();
await ask('stop').catch(() => {});
child.kill();
process.exit(delivered === EVENTS * STREAMS ? 0 : 1);
