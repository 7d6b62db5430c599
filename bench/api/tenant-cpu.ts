/**
 * CPU per request of the three tenant contexts (docs/performance.md, 27.11.2026, pipelined read
 * context): for each variant the bench server (bench/api/server.ts) runs on bench_large, and per
 * route autocannon sends 10 connections for 2 s (warm-up) and 6 s (measured); the CPU the server
 * process and its PostgreSQL backends (application_name h-tenant-cpu) spent in those 6 s, from
 * /proc/<pid>/stat, is divided by the requests answered. Less sensitive to other work on the
 * machine than req/s. Variants run alternated, rounds as given (default 2).
 *
 *   TEST_DATABASE_URL=postgres://… npx tsx bench/api/tenant-cpu.ts [rounds]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../server/db/seed/context';
import { largeUrl, PG_DATABASE } from '../seed-large/open';

const admin = new pg.Client({ connectionString: largeUrl() });
await admin.connect();
const dairy = (await admin.query("SELECT id FROM organizations WHERE inn = '5001012343'")).rows[0].id;
/** utime + stime of a process, in clock ticks (10 ms). */
const ticks = (pid: number) => {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
};
const backends = async () =>
  (
    await admin.query(
      "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = 'h-tenant-cpu'",
      [PG_DATABASE],
    )
  ).rows.map((r) => r.pid as number);
const routes = [
  {
    key: 'orders-client',
    user: 'anna@vkusdvor.demo',
    path: '/v1/client/orders/?status_ids=3,5,6&order_field=total_amount&order_by=desc&limit=25',
  },
  { key: 'orders-supplier', user: 'dmitry@zorka.demo', path: '/v1/supplier/orders/?limit=25' },
  {
    key: 'goods',
    user: 'dmitry@zorka.demo',
    path: `/v1/goods/?organization_id=${dairy}&name=${encodeURIComponent('фермерский')}&limit=25`,
  },
];
const run = (url: string, headers: Record<string, string>, duration: number) =>
  autocannon({ url, headers, connections: 10, duration });

async function measure(variant: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: 'h-tenant-cpu' };
  delete env.BENCH_TENANT;
  if (variant !== 'pipelined') env.BENCH_TENANT = variant;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api/server.ts', 'postgres'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve) =>
    child.stdout.on('data', (d) => {
      const m = /listening (\S+)/.exec(String(d));
      if (m) resolve(m[1]);
    }),
  );
  const tokens: Record<string, string> = {};
  for (const user of new Set(routes.map((r) => r.user))) {
    const res = await fetch(`${url}/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: user, password: DEMO_PASSWORD }),
    });
    tokens[user] = ((await res.json()) as { access_token: string }).access_token;
  }
  const out: string[] = [];
  for (const route of routes) {
    const headers = { authorization: `Bearer ${tokens[route.user]}` };
    await run(url + route.path, headers, 2);
    const pids = await backends();
    const pg0 = pids.reduce((s, p) => s + ticks(p), 0);
    const app0 = ticks(child.pid as number);
    const load = os.loadavg()[0].toFixed(1);
    const r = await run(url + route.path, headers, 6);
    const pgMs = ((pids.reduce((s, p) => s + ticks(p), 0) - pg0) * 10) / r.requests.total;
    const appMs = ((ticks(child.pid as number) - app0) * 10) / r.requests.total;
    out.push(
      `${route.key} rps ${r.requests.average} non2xx ${r.non2xx} cpu ms/req pg ${pgMs.toFixed(2)} app ${appMs.toFixed(2)} sum ${(pgMs + appMs).toFixed(2)} load ${load} backends ${pids.length}`,
    );
  }
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  return out;
}

const rounds = Number(process.argv[2] ?? 2);
for (let round = 1; round <= rounds; round++) {
  for (const variant of ['session', 'pipelined', 'transaction']) {
    const lines = await measure(variant);
    for (const line of lines) console.log(`${round} ${variant} ${line}`);
  }
}
await admin.end();
