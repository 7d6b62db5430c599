/**
 * The mixed workload of issue 23 on the large data (bench/seed-large) on PostgreSQL: 50 users of
 * 20 organizations, each request a random list page, filter, sort or detail from the screens these
 * users open, 5 % writes (orders created by the demo client, orders moved along by «Зорька»).
 * Three runs: one server straight on PostgreSQL, one through PgBouncer in transaction mode
 * (started here on 127.0.0.1:3164), and two servers through PgBouncer behind HAProxy round-robin
 * (127.0.0.1:3165), as in production (docs/deploy.md). The response cache was measured with it and
 * removed (docs/decisions.md).
 *
 * «PG alone» is what PostgreSQL would sustain for the same statements with both cores to itself:
 * the requests answered ÷ (the CPU seconds its backends of the bench database spent in the run ÷
 * the cores), from /proc/<pid>/stat of every backend pg_stat_activity lists for that database.
 *
 * With --split-cores PostgreSQL gets the last core and everything else the others (bench/api/split-cores.ts):
 * the app then no longer takes CPU from the database it is measured against.
 *
 *   npx tsx bench/api/mixed.ts [--duration 15] [--connections 20] [--only direct|pgbouncer|balancer] [--split-cores]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon, { type RequestSpec } from 'autocannon';
import { startHaproxy } from '../../scripts/topology/haproxy';
import { startPgBouncer, stopChild } from '../../scripts/topology/pgbouncer';
import type { Database } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/context';
import { largeInfo } from '../seed-large/data';
import { largeUrl, openLarge } from '../seed-large/open';
import { ensureLarge } from '../seed-large/run';
import { splitCores } from './split-cores';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const DURATION = Number(arg('duration', '15'));
const SPLIT = args.includes('--split-cores');
const CONNECTIONS = Number(arg('connections', '20'));
const WRITE_SHARE = 0.05;
const POOLER_PORT = 3164;
const BALANCER_PORT = 3165;
/** Linux clock ticks per second (getconf CLK_TCK). */
const TICKS = 100;
const USERS = 50;
const ORGANIZATIONS = 20;

interface Member {
  email: string;
  org: number;
  side: 'client' | 'supplier';
  orders: number[];
  priceLists: number[];
}

interface Setup {
  members: Member[];
  client: number;
  dairy: number;
  point: number;
  orderGoods: number[];
  statusQueue: { id: number; status: number }[];
}

const NEXT_SUPPLIER_STATUS: Record<number, number> = { 2: 3, 3: 8, 8: 7, 7: 6, 6: 9, 9: 5, 5: 12, 12: 11 };
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/**
 * 20 organizations (the demo client and «Зорька» and the 18 bench organizations with most orders,
 * half clients, half suppliers) and 50 users among them: their own users, plus bench users
 * (mix<N>@zakupki.bench, admins like the organization's first user) added once.
 */
async function prepare(database: Database): Promise<Setup> {
  const q = <T>(text: string) => database.query<T>(text);
  const info = await largeInfo(database);
  const [{ client, dairy, point }] = await q<{ client: string; dairy: string; point: string }>(
    `SELECT (SELECT id FROM organizations WHERE name = 'ООО «Вкусный двор»') AS client,
            (SELECT id FROM organizations WHERE inn = '5001012343') AS dairy,
            (SELECT id FROM sales_points WHERE name = 'Вкусный двор на Тверской') AS point`,
  );
  const busiest = (side: 'client' | 'supplier') =>
    q<{ id: string }>(
      `SELECT b.id FROM bench_orgs b JOIN orders o ON o.${side}_organization_id = b.id
        WHERE b.is_supplier = ${side === 'supplier'} GROUP BY b.id ORDER BY count(*) DESC, b.id LIMIT 9`,
    );
  const orgs = [
    { id: Number(client), side: 'client' as const },
    { id: Number(dairy), side: 'supplier' as const },
    ...(await busiest('client')).map((r) => ({ id: Number(r.id), side: 'client' as const })),
    ...(await busiest('supplier')).map((r) => ({ id: Number(r.id), side: 'supplier' as const })),
  ].slice(0, ORGANIZATIONS);
  const ids = orgs.map((o) => o.id).join(',');
  let members = await q<{ email: string; org: string }>(
    `SELECT DISTINCT ON (u.id) u.email, ur.organization_id AS org FROM users u
       JOIN user_roles ur ON ur.user_id = u.id WHERE ur.organization_id IN (${ids}) ORDER BY u.id`,
  );
  for (let n = 1; members.length < USERS + 1; n++) {
    const org = orgs[2 + ((n - 1) % (orgs.length - 2))].id;
    await database.exec(`
      INSERT INTO users (email, name, password_hash, email_verified_at)
      SELECT 'mix${n}@zakupki.bench', 'Смешанный № ${n}', password_hash, now() FROM users
       WHERE email = 'anna@vkusdvor.demo' AND NOT EXISTS (SELECT 1 FROM users WHERE email = 'mix${n}@zakupki.bench');
      INSERT INTO user_roles (user_id, organization_id, role_id)
      SELECT u.id, ${org}, r.id FROM users u JOIN roles r ON r.organization_id = ${org} AND r.system_key = 'admin'
       WHERE u.email = 'mix${n}@zakupki.bench' ON CONFLICT DO NOTHING;`);
    members = await q<{ email: string; org: string }>(
      `SELECT DISTINCT ON (u.id) u.email, ur.organization_id AS org FROM users u
         JOIN user_roles ur ON ur.user_id = u.id WHERE ur.organization_id IN (${ids}) ORDER BY u.id`,
    );
  }
  const result: Member[] = [];
  // The storekeeper opens no order or price list screens: the other users stand for her.
  members = members.filter((m) => m.email !== 'olga@vkusdvor.demo');
  for (const m of members.slice(0, USERS)) {
    const org = orgs.find((o) => o.id === Number(m.org));
    if (!org) continue;
    const orders = await q<{ id: string }>(
      `SELECT id FROM orders WHERE ${org.side}_organization_id = ${org.id} ORDER BY id DESC LIMIT 50`,
    );
    const priceLists = await q<{ id: string }>(
      `SELECT id FROM price_lists WHERE ${org.side === 'client' ? 'client' : 'supplier'}_organization_id = ${org.id} LIMIT 5`,
    ).catch(() => []);
    result.push({
      email: m.email,
      org: org.id,
      side: org.side,
      orders: orders.map((r) => Number(r.id)),
      priceLists: priceLists.map((r) => Number(r.id)),
    });
  }
  const orderGoods = (
    await q<{ v: string }>(
      `SELECT good_id AS v FROM price_list_goods WHERE price_list_id = ${Number(info.price_list_full)} ORDER BY good_id LIMIT 5`,
    )
  ).map((r) => Number(r.v));
  const statusQueue = await statusQueueOf(database, Number(dairy));
  return {
    members: result,
    client: Number(client),
    dairy: Number(dairy),
    point: Number(point),
    orderGoods,
    statusQueue,
  };
}

/** «Зорька»'s orders that can move on, as they are now (each run moves some). */
const statusQueueOf = async (database: Database, dairy: number) =>
  (
    await database.query<{ id: string; status_id: number }>(
      `SELECT id, status_id FROM orders WHERE supplier_organization_id = ${dairy}
          AND status_id IN (${Object.keys(NEXT_SUPPLIER_STATUS).join(',')}) ORDER BY random()`,
    )
  ).map((r) => ({ id: Number(r.id), status: Number(r.status_id) }));

const SORTS = ['created_at', 'total_amount', 'due_delivery_datetime', 'status_id', 'id'];
const STATUS_SETS = ['2', '3,5,6', '7,8,9', '11,12', '1,2,3'];

/** One of the pages this user opens, with random paging, filters and sort. */
function readPath(m: Member): string {
  const page = `limit=25&offset=${pick([0, 0, 0, 25, 50])}`;
  const sort = `order_field=${pick(SORTS)}&order_by=${pick(['asc', 'desc'])}`;
  const orders = `/v1/${m.side}/orders/`;
  const choices: (() => string)[] = [
    () => `${orders}?${page}`,
    () => `${orders}?${page}&${sort}`,
    () => `${orders}?status_ids=${pick(STATUS_SETS)}&${sort}&limit=25`,
    () => `${orders}?order_ids=${pick(m.orders)}&limit=1`,
    () => `${orders}?order_ids=${pick(m.orders)}&include_items=true&limit=1`,
    () => `/v1/goods/?organization_id=${m.org}&${page}`,
    () =>
      `/v1/goods/?organization_id=${m.org}&name=${encodeURIComponent(pick(['молоко', 'сыр', 'фермерский', 'кефир']))}&limit=25`,
    () => `/v1/organizations/`,
  ];
  if (m.side === 'client') {
    choices.push(() => `/v1/marketplace/goods?limit=25&offset=${pick([0, 25])}`);
    if (m.priceLists.length)
      choices.push(
        () => `/v1/client/price_lists/${pick(m.priceLists)}/goods?organization_id=${m.org}&${page}`,
      );
  } else {
    choices.push(() => `/v1/supplier/price_lists/?organization_id=${m.org}&limit=25`);
  }
  return pick(choices)();
}

function startServer(poolerUrl?: string): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api/server.ts', 'postgres'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...(poolerUrl ? { BENCH_POOLER_URL: poolerUrl } : {}) },
    });
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const match = /listening (\S+)/.exec(out);
      if (match) resolve({ url: match[1], child });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function login(base: string, email: string) {
  const res = await fetch(`${base}/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

interface Target {
  url: string;
  /** The app servers' process ids (their CPU time is measured too). */
  pids: number[];
  stop(): Promise<void>;
}

async function single(poolerUrl?: string): Promise<Target> {
  const { url, child } = await startServer(poolerUrl);
  return { url, pids: [child.pid as number], stop: () => stopChild(child) };
}

/** Two servers through the pooler behind HAProxy round-robin. */
async function balanced(poolerUrl: string): Promise<Target> {
  const servers = await Promise.all([startServer(poolerUrl), startServer(poolerUrl)]);
  const stopServers = () => Promise.all(servers.map(({ child }) => stopChild(child))).then(() => {});
  try {
    const balancer = await startHaproxy(
      BALANCER_PORT,
      servers.map(({ url }) => Number(new URL(url).port)),
    );
    return {
      url: balancer.url,
      pids: servers.map(({ child }) => child.pid as number),
      stop: async () => {
        await balancer.stop();
        await stopServers();
      },
    };
  } catch (error) {
    await stopServers();
    throw error;
  }
}

/** CPU seconds each process has spent so far (a process that has ended is left out). */
function cpuOf(pids: number[]): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS);
    } catch {
      // The process ended meanwhile.
    }
  }
  return seconds;
}

/** CPU seconds spent so far by the PostgreSQL backends now serving the bench database. */
const postgresCpu = async (database: Database) =>
  cpuOf(
    (
      await database.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
    ).map((row) => row.pid),
  );

const cpuBetween = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, s]) => sum + s - (before.get(pid) ?? 0), 0);

async function measure(setup: Setup, target: Target, monitor: Database, postgresCores: number) {
  const { url } = target;
  try {
    const tokens = new Map<string, string>();
    for (const m of setup.members) tokens.set(m.email, await login(url, m.email));
    const creators = setup.members.filter((m) => /^(anna|igor)@/.test(m.email));
    const movers = setup.members.filter((m) => m.org === setup.dairy);
    const queue = [...setup.statusQueue];
    const auth = (m: Member) => ({ authorization: `Bearer ${tokens.get(m.email)}` });
    const counts = { reads: 0, creates: 0, moves: 0, failed: new Map<string, number>() };
    const request: RequestSpec = {
      method: 'GET',
      path: '/',
      setupRequest: (req, context) => {
        const ctx = context as Record<string, unknown>;
        ctx.item = null;
        if (Math.random() < WRITE_SHARE) {
          if (Math.random() < 0.5 || queue.length === 0) {
            counts.creates += 1;
            ctx.label = 'create order';
            return {
              ...req,
              method: 'POST',
              path: `/v1/client/orders/expanded?organization_id=${setup.client}`,
              headers: { ...auth(pick(creators)), 'content-type': 'application/json' },
              body: JSON.stringify({
                supplier_organization_id: setup.dairy,
                sales_point_id: setup.point,
                comment: 'mixed bench',
                lines: setup.orderGoods.map((id, i) => ({ good_id: id, quantity: String(i + 1) })),
              }),
            };
          }
          const next = queue.shift() as { id: number; status: number };
          const target = NEXT_SUPPLIER_STATUS[next.status];
          ctx.item = { id: next.id, status: target };
          counts.moves += 1;
          ctx.label = 'move order';
          return {
            ...req,
            method: 'PUT',
            path: `/v1/supplier/orders/${next.id}/change_status?target_status_id=${target}`,
            headers: auth(pick(movers)),
            body: undefined,
          };
        }
        counts.reads += 1;
        const m = pick(setup.members);
        const path = readPath(m);
        ctx.label = path.replace(/\?.*$/, '').replace(/\/\d+/g, '/:id');
        return { ...req, method: 'GET', path, headers: auth(m), body: undefined };
      },
      onResponse: (status, _body, context) => {
        const ctx = context as Record<string, unknown>;
        const item = ctx.item as { id: number; status: number } | null;
        if (item && status === 200 && NEXT_SUPPLIER_STATUS[item.status]) queue.push(item);
        if (status >= 300) {
          const key = `${ctx.label} ${status}`;
          counts.failed.set(key, (counts.failed.get(key) ?? 0) + 1);
        }
      },
    };
    // Backends started for the logins are there already; the pool opens the rest at the start.
    await autocannon({ url, connections: CONNECTIONS, duration: 1, requests: [request] });
    const cpuBefore = await postgresCpu(monitor);
    const appBefore = cpuOf(target.pids);
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [request],
    });
    const pgSeconds = cpuBetween(cpuBefore, await postgresCpu(monitor));
    const appSeconds = cpuBetween(appBefore, cpuOf(target.pids));
    const answered = result.requests.total;
    return {
      pgMs: (1000 * pgSeconds) / answered,
      appMs: (1000 * appSeconds) / answered,
      pgAlone: Math.round(answered / (pgSeconds / postgresCores)),
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      writes: counts.creates + counts.moves,
      non2xx: result.non2xx + result.errors + result.timeouts,
      failed: [...counts.failed].map(([k, v]) => `${k}×${v}`).join(', '),
    };
  } finally {
    await target.stop();
  }
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

await ensureLarge('postgres');
const database = await openLarge('postgres');
const setup = await prepare(database);
await database.close();
console.log(
  `mixed workload: ${setup.members.length} users of ${new Set(setup.members.map((m) => m.org)).size} organizations, ` +
    `${WRITE_SHARE * 100} % writes, ${CONNECTIONS} connections, ${DURATION} s per run`,
);
const only = arg('only', '');
// Before PgBouncer starts, so that it runs on the app side's cores.
const split = SPLIT ? splitCores() : null;
const postgresCores = split?.postgresCores ?? os.cpus().length;
const bouncer =
  only === 'direct'
    ? null
    : await startPgBouncer({ port: POOLER_PORT, upstreamUrl: largeUrl(), poolSize: 10 });
const monitor = await openLarge('postgres', { poolSize: 1 });
const rows: Record<string, string | number>[] = [];
try {
  for (const via of ['direct', 'pgbouncer', 'balancer'] as const) {
    if (only && only !== via) continue;
    setup.statusQueue = await statusQueueOf(monitor, setup.dairy);
    const poolerUrl = bouncer?.urlOf(largeUrl()) as string;
    const target =
      via === 'direct'
        ? await single()
        : via === 'pgbouncer'
          ? await single(poolerUrl)
          : await balanced(poolerUrl);
    const m = await measure(setup, target, monitor, postgresCores);
    const row = {
      via: via === 'balancer' ? 'HAProxy → 2 instances → PgBouncer' : via,
      'req/s': m.rps,
      'p50 ms': m.p50,
      'p99 ms': m.p99,
      writes: m.writes,
      'non-2xx': m.non2xx,
      'PG alone req/s': m.pgAlone,
      '% of PG alone': Math.round((100 * m.rps) / m.pgAlone),
      'CPU ms/req PG': m.pgMs.toFixed(2),
      'CPU ms/req app': m.appMs.toFixed(2),
      load: load(),
    };
    console.log(`  ${JSON.stringify(row)}${m.failed ? ` failed: ${m.failed}` : ''}`);
    rows.push(row);
  }
} finally {
  split?.restore();
  await bouncer?.stop();
  await monitor.close();
}
const direct = rows.find((r) => r.via === 'direct');
console.log(
  `\nMixed workload (uptime load ${load()}${SPLIT ? '; PostgreSQL on 1 core, the app side on the others' : ''}):`,
);
console.table(rows);
if (direct)
  for (const row of rows.filter((r) => r !== direct))
    console.log(
      `${row.via}: ${Math.round((100 * Number(row['req/s'])) / Number(direct['req/s']))} % of direct req/s`,
    );
