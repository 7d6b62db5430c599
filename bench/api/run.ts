/**
 * API throughput and latency on the large data (bench/seed-large), route by route, beside the same
 * server's trivial /healthz and beside the bare SQL time of what the handler runs.
 *
 *   npx tsx bench/api/run.ts [--pg] [--duration 10] [--connections 10] [--only orders,goods]
 *
 * 1. Makes sure the large data is there (seeds it when missing; SEED=42).
 * 2. SQL column: the app is built in this process on a logging database; one request per route is
 *    injected, the statements it ran are replayed with EXPLAIN (ANALYZE) in the same tenant context
 *    (row-level security role and organizations), inside a transaction that is rolled back, and the
 *    planning + execution times are summed ("n st." = statements replayed).
 * 3. The server then runs in a child process (bench/api/server.ts) and autocannon measures each
 *    route for --duration seconds with --connections connections (the fact update uses one
 *    connection: each call must carry the document's current version).
 * 4. Every read is computed: the response cache was removed (issue 23, docs/decisions.md); the
 *    `--cache on` mode is kept for comparing a branch that still has one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import autocannon, { type RequestSpec } from 'autocannon';
import { buildApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/context';
import { largeInfo } from '../seed-large/data';
import { type Engine, largeUrl, PGLITE_DIR } from '../seed-large/open';
import { ensureLarge } from '../seed-large/run';
import { benchConfig } from '../support/config';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : (process.env[`BENCH_${name.toUpperCase()}`] ?? fallback);
};
const engine: Engine = args.includes('--pg') ? 'postgres' : 'pglite';
const DURATION = Number(arg('duration', '10'));
const CONNECTIONS = Number(arg('connections', '10'));
const PLANS = Number(process.env.BENCH_PLANS ?? 0);
const params = (p: unknown[]) =>
  p.map((v) => (typeof v === 'string' && v.length > 80 ? `${v.slice(0, 80)}…` : v));
const ONLY = arg('only', '').split(',').filter(Boolean);

interface Ctx {
  client: number;
  dairy: number;
  point: number;
  orderId: number;
  priceListId: number;
  stocktakingId: number;
  stocktakingVersion: number;
  globalCategoryId: number;
  orderGoods: number[];
  factItems: number[];
  statusQueue: { id: number; status: number }[];
}

interface Route {
  key: string;
  name: string;
  user: 'anna' | 'dmitry' | null;
  method?: 'GET' | 'POST' | 'PUT';
  path: (c: Ctx) => string;
  body?: (c: Ctx) => unknown;
  list?: boolean;
  connections?: number;
  /** Requests built one by one (writes that need fresh targets). */
  dynamic?: (c: Ctx, token: string) => { requests: RequestSpec[] };
}

const NEXT_SUPPLIER_STATUS: Record<number, number> = { 2: 3, 3: 8, 8: 7, 7: 6, 6: 9, 9: 5, 5: 12, 12: 11 };

const ROUTES: Route[] = [
  { key: 'healthz', name: 'GET /healthz (trivial)', user: null, path: () => '/healthz' },
  {
    key: 'orders-client',
    name: 'orders, client: 3 statuses, by sum',
    user: 'anna',
    list: true,
    path: () => '/v1/client/orders/?status_ids=3,5,6&order_field=total_amount&order_by=desc&limit=25',
  },
  {
    key: 'orders-supplier',
    name: 'orders, supplier: newest first',
    user: 'dmitry',
    list: true,
    path: () => '/v1/supplier/orders/?limit=25',
  },
  {
    key: 'order-detail',
    name: 'order detail (lines + history)',
    user: 'anna',
    path: (c) => `/v1/client/orders/?order_ids=${c.orderId}&include_items=true&limit=1`,
  },
  {
    key: 'goods',
    name: 'goods, name search',
    user: 'dmitry',
    list: true,
    path: (c) => `/v1/goods/?organization_id=${c.dairy}&name=${encodeURIComponent('фермерский')}&limit=25`,
  },
  {
    key: 'price-list-goods',
    name: 'price list goods (10 000), page',
    user: 'anna',
    list: true,
    path: (c) => `/v1/client/price_lists/${c.priceListId}/goods?organization_id=${c.client}&limit=25`,
  },
  {
    key: 'marketplace',
    name: 'marketplace: category subtree + price',
    user: null,
    list: true,
    path: (c) =>
      `/v1/marketplace/goods?global_categories_ids=${c.globalCategoryId}&price_ge=100&price_le=2000&limit=25`,
  },
  {
    key: 'stocktaking-lines',
    name: 'stocktaking lines, page of 100',
    user: 'anna',
    list: true,
    path: (c) => `/v1/stocktaking_docs/${c.stocktakingId}/line_items?limit=100`,
  },
  {
    key: 'stocktaking-lines-all',
    name: 'stocktaking lines, all 10 000',
    user: 'anna',
    path: (c) => `/v1/stocktaking_docs/${c.stocktakingId}/line_items?limit=10000`,
  },
  {
    key: 'create-order',
    name: 'create order (5 lines, draft)',
    user: 'anna',
    method: 'POST',
    path: (c) => `/v1/client/orders/expanded?organization_id=${c.client}`,
    body: (c) => ({
      supplier_organization_id: c.dairy,
      sales_point_id: c.point,
      comment: 'bench',
      lines: c.orderGoods.map((id, i) => ({ good_id: id, quantity: String(i + 1) })),
    }),
  },
  {
    key: 'status-change',
    name: 'status change (supplier)',
    user: 'dmitry',
    method: 'PUT',
    path: (c) => {
      // The injected call (SQL column) takes the last order of the queue, the measured run the others.
      const last = c.statusQueue.at(-1);
      return `/v1/supplier/orders/${last?.id}/change_status?target_status_id=${NEXT_SUPPLIER_STATUS[last?.status ?? 2]}`;
    },
    dynamic: (c) => {
      const queue = c.statusQueue.slice(0, -1);
      return {
        requests: [
          {
            method: 'PUT',
            path: '/',
            setupRequest: (request, context) => {
              const next = queue.shift();
              if (!next) return request;
              const target = NEXT_SUPPLIER_STATUS[next.status];
              (context as Record<string, unknown>).item = { id: next.id, status: target };
              return {
                ...request,
                path: `/v1/supplier/orders/${next.id}/change_status?target_status_id=${target}`,
              };
            },
            onResponse: (status, _body, context) => {
              const item = (context as Record<string, unknown>).item as { id: number; status: number };
              if (status === 200 && NEXT_SUPPLIER_STATUS[item.status]) queue.push(item);
            },
          },
        ],
      };
    },
  },
  {
    key: 'fact-bulk-update',
    name: 'stocktaking facts, 100 lines (1 conn.)',
    user: 'anna',
    method: 'PUT',
    connections: 1,
    path: (c) => `/v1/stocktaking_docs/${c.stocktakingId}/stocktaking_doc_line_items/fact/bulk_update`,
    body: (c) => ({
      version: c.stocktakingVersion,
      items: c.factItems.slice(0, 100).map((id) => ({ item_id: id, fact_quantity: '1' })),
    }),
    dynamic: (c) => {
      let version = c.stocktakingVersion;
      let round = 0;
      const path = `/v1/stocktaking_docs/${c.stocktakingId}/stocktaking_doc_line_items/fact/bulk_update`;
      return {
        requests: [
          {
            method: 'PUT',
            path,
            setupRequest: (request) => {
              round += 1;
              const start = (round * 100) % Math.max(1, c.factItems.length - 100);
              const items = c.factItems
                .slice(start, start + 100)
                .map((id, i) => ({ item_id: id, fact_quantity: String((round + i) % 40) }));
              return { ...request, body: JSON.stringify({ version, items }) };
            },
            onResponse: (status, body) => {
              if (status === 200) version = JSON.parse(body).version;
            },
          },
        ],
      };
    },
  },
];

const chosen = ROUTES.filter(
  (r) => r.key === 'healthz' || ONLY.length === 0 || ONLY.some((o) => r.key.includes(o)),
);

/** The app's own database with a logger that captures every statement; one connection per pool. */
function openCapturing(target: Engine, captured: { sql: string; params: unknown[] }[]) {
  const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ sql: query, params }) };
  return target === 'postgres'
    ? openDatabase({ url: largeUrl(), poolSize: 1, logger })
    : openDatabase({ dataDir: PGLITE_DIR, logger });
}

async function loadContext(database: Database): Promise<Ctx> {
  const info = await largeInfo(database);
  const one = async (s: string) => Number((await database.query<{ v: string }>(s))[0]?.v);
  const client = await one("SELECT id AS v FROM organizations WHERE name = 'ООО «Вкусный двор»'");
  const dairy = await one("SELECT id AS v FROM organizations WHERE inn = '5001012343'");
  const point = await one(
    `SELECT id AS v FROM sales_points WHERE organization_id = ${client} AND name = 'Вкусный двор на Тверской'`,
  );
  const orderGoods = (
    await database.query<{ v: string }>(
      `SELECT good_id AS v FROM price_list_goods
        WHERE price_list_id = ${Number(info.price_list_full)} ORDER BY good_id LIMIT 5`,
    )
  ).map((r) => Number(r.v));
  const factItems = (
    await database.query<{ v: string }>(
      `SELECT id AS v FROM stocktaking_doc_line_items WHERE doc_id = ${Number(info.stocktaking_counting)} ORDER BY id`,
    )
  ).map((r) => Number(r.v));
  const statusQueue = (
    await database.query<{ id: string; status_id: number }>(
      `SELECT id, status_id FROM orders WHERE supplier_organization_id = ${dairy}
          AND status_id IN (${Object.keys(NEXT_SUPPLIER_STATUS).join(',')}) ORDER BY status_id, id`,
    )
  ).map((r) => ({ id: Number(r.id), status: Number(r.status_id) }));
  // The top-level marketplace category with the most goods under its subtree.
  const globalCategoryId = await one(
    `SELECT p.id AS v FROM global_categories p JOIN global_categories c ON c.parent_id = p.id
      WHERE p.parent_id IS NULL GROUP BY p.id ORDER BY count(*) DESC, p.id LIMIT 1`,
  );
  return {
    client,
    dairy,
    point,
    orderId: Number(info.order_demo),
    priceListId: Number(info.price_list_full),
    stocktakingId: Number(info.stocktaking_counting),
    stocktakingVersion: await one(
      `SELECT version AS v FROM stocktaking_docs WHERE id = ${Number(info.stocktaking_counting)}`,
    ),
    globalCategoryId,
    orderGoods,
    factItems,
    statusQueue,
  };
}

const USERS = { anna: 'anna@vkusdvor.demo', dmitry: 'dmitry@zorka.demo' } as const;

/** The tenant settings without the BEGIN they are sent with (server/db/tenant-pool.ts tenantBegin). */
const settingsOf = (text: string) => text.trim().replace(/^begin[^;]*;\s*/i, '');
const isTenantSettings = (text: string) => /^select set_config\('app\.org_ids'/i.test(settingsOf(text));

/**
 * Replays the statements in the tenant context they ran in: the settings among them, or else the
 * last settings seen (a pooled tenant connection keeps its settings and sends them only on change).
 */
async function explainAll(
  database: Database,
  statements: { sql: string; params: unknown[] }[],
  lastSettings: { sql: string; params: unknown[] } | undefined,
): Promise<{ ms: number; replayed: number; total: number }> {
  return database.session(async (s) => {
    let ms = 0;
    let replayed = 0;
    let total = 0;
    await s.exec('BEGIN');
    try {
      if (lastSettings && !statements.some((st) => isTenantSettings(st.sql))) {
        await s.query(settingsOf(lastSettings.sql), lastSettings.params);
      }
      for (const st of statements) {
        const text = st.sql.trim();
        if (isTenantSettings(text)) {
          await s.query(settingsOf(text), st.params);
          continue;
        }
        if (/^(begin|commit|rollback|savepoint|release)\b/i.test(text)) continue;
        total += 1;
        await s.exec('SAVEPOINT bench');
        try {
          const [row] = await s.query<{ 'QUERY PLAN': unknown }>(
            `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`,
            st.params,
          );
          const plan = (
            typeof row['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row['QUERY PLAN']
          ) as { 'Planning Time': number; 'Execution Time': number }[];
          const spent = plan[0]['Planning Time'] + plan[0]['Execution Time'];
          ms += spent;
          replayed += 1;
          // BENCH_PLANS=5 prints the plan of every statement slower than 5 ms.
          if (PLANS && spent >= PLANS) {
            console.log(`\n--- ${spent.toFixed(1)} ms: ${text}\n${JSON.stringify(params(st.params))}`);
            const lines = await s.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE) ${text}`, st.params);
            console.log(lines.map((l) => l['QUERY PLAN']).join('\n'));
          }
          await s.exec('RELEASE SAVEPOINT bench');
        } catch {
          await s.exec('ROLLBACK TO SAVEPOINT bench');
        }
      }
    } finally {
      await s.exec('ROLLBACK');
    }
    return { ms, replayed, total };
  });
}

/** Injects one request per route into an in-process app and replays its statements with EXPLAIN ANALYZE. */
async function measureSql(target: Engine) {
  const captured: { sql: string; params: unknown[] }[] = [];
  const database = await openCapturing(target, captured);
  const { migrate } = await import('../../server/db/migrate');
  await migrate(database);
  const ctx = await loadContext(database);
  const app = await buildApp(benchConfig({ dataDir: '/tmp/bench-api' }), { database, migrate: false });
  const tokens: Record<string, string> = {};
  for (const [key, email] of Object.entries(USERS)) {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { username: email, password: DEMO_PASSWORD },
    });
    tokens[key] = res.json().access_token;
  }
  const sqlTimes = new Map<string, string>();
  let lastSettings: { sql: string; params: unknown[] } | undefined;
  for (const route of chosen) {
    captured.length = 0;
    const res = await app.inject({
      method: route.method ?? 'GET',
      url: route.path(ctx),
      headers: route.user ? { authorization: `Bearer ${tokens[route.user]}` } : {},
      ...(route.body ? { payload: route.body(ctx) as object } : {}),
    });
    if (res.statusCode >= 300 && route.key !== 'fact-bulk-update') {
      console.warn(`  ${route.key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    // The injected fact update moved the document's version on: the measured calls start from it.
    if (route.key === 'fact-bulk-update' && res.statusCode === 200)
      ctx.stocktakingVersion = res.json().version;
    const statements = [...captured];
    if (statements.length === 0) {
      sqlTimes.set(route.key, '—');
      continue;
    }
    const { ms, replayed, total } = await explainAll(database, statements, lastSettings);
    lastSettings = statements.findLast((st) => isTenantSettings(st.sql)) ?? lastSettings;
    sqlTimes.set(route.key, `${ms.toFixed(2)} ms (${replayed}${replayed < total ? `/${total}` : ''} st.)`);
  }
  await app.close();
  await database.close();
  return { ctx, sqlTimes };
}

function startServer(target: Engine, cache: 'on' | 'off'): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api/server.ts', target], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, RESPONSE_CACHE: cache },
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
  return ((await res.json()) as { access_token: string }).access_token;
}

async function run() {
  await ensureLarge(engine);
  console.log(`API bench on ${engine}: ${DURATION} s per route, ${CONNECTIONS} connections`);
  const { ctx, sqlTimes } = await measureSql(engine);
  if (args.includes('--sql-only')) {
    console.table(chosen.map((r) => ({ route: r.name, 'SQL (EXPLAIN)': sqlTimes.get(r.key) })));
    return;
  }
  const cacheArg = arg('cache', 'off');
  const modes = (['on', 'off'] as const).filter((mode) => cacheArg === 'both' || cacheArg === mode);
  const results = new Map<string, Partial<Record<'on' | 'off', Measured>>>();
  let mixed: Record<string, string | number>[] = [];
  for (const mode of modes) {
    console.log(`\nresponse cache ${mode}:`);
    // With the cache off only the reads differ; the writes never use it.
    const routes = mode === 'off' && modes.length > 1 ? chosen.filter((r) => !r.method) : chosen;
    const run = await measureRoutes(engine, mode, routes, ctx);
    for (const [key, measured] of run.measured) results.set(key, { ...results.get(key), [mode]: measured });
    if (run.mixed) mixed = run.mixed;
  }
  const rows = chosen.map((route) => {
    const { on, off } = results.get(route.key) ?? {};
    const row: Record<string, string | number> = { route: route.name };
    for (const [label, m] of [
      ['', on],
      ['computed: ', off],
    ] as const) {
      row[`${label}req/s`] = m ? m.rps : '—';
      row[`${label}p50 ms`] = m ? m.p50 : '—';
      row[`${label}p99 ms`] = m ? m.p99 : '—';
      row[`${label}÷ healthz`] = !m ? '—' : route.key === 'healthz' ? '1' : `${(m.ratio * 100).toFixed(0)} %`;
    }
    row.errors = (on?.errors ?? 0) + (off?.errors ?? 0);
    row['SQL (EXPLAIN)'] = sqlTimes.get(route.key) ?? '—';
    const goalOf = (m?: Measured) => (m ? (m.ratio >= 0.5 && m.p99 < 20 ? 'yes' : 'no') : '—');
    row.goal = route.list ? modes.map((mode) => goalOf(results.get(route.key)?.[mode])).join(' / ') : '';
    return row;
  });
  console.log(
    `\n${engine}: ${DURATION} s per route, ${CONNECTIONS} connections, load ${loadAverage()}; ` +
      `goal column: ${modes.map((m) => (m === 'on' ? 'as shipped (repeated read)' : 'computed')).join(' / ')}`,
  );
  console.table(rows);
  if (mixed.length > 0) {
    console.log('\nReads while orders are created (response cache on; each write empties it):');
    console.table(mixed);
  }
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio: number;
}

async function measureRoutes(target: Engine, cache: 'on' | 'off', routes: Route[], ctx: Ctx) {
  const { url, child } = await startServer(target, cache);
  const measured = new Map<string, Measured>();
  let mixed: Record<string, string | number>[] | undefined;
  try {
    const tokens = { anna: await login(url, USERS.anna), dmitry: await login(url, USERS.dmitry) };
    let trivial = 0;
    for (const route of routes) {
      const token = route.user ? tokens[route.user] : null;
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      if (route.body) headers['content-type'] = 'application/json';
      const result = await autocannon({
        url: `${url}${route.path(ctx)}`,
        method: route.method ?? 'GET',
        headers,
        body: route.body ? JSON.stringify(route.body(ctx)) : undefined,
        connections: route.connections ?? CONNECTIONS,
        duration: DURATION,
        ...(route.dynamic ? route.dynamic(ctx, token ?? '') : {}),
      });
      const rps = Math.round(result.requests.average);
      if (route.key === 'healthz') trivial = rps;
      const errors = result.non2xx + result.errors + result.timeouts;
      measured.set(route.key, {
        rps,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors,
        ratio: trivial ? rps / trivial : 0,
      });
      console.log(
        `  ${route.name}: ${rps} req/s, p99 ${result.latency.p99} ms${errors ? `, ${errors} errors` : ''}`,
      );
    }
    if (cache === 'on' && !args.includes('--no-mixed')) mixed = await measureMixed(url, tokens, ctx);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  return { measured, mixed };
}

const MIXED_READS = ['marketplace', 'orders-client'];
const MIXED_WRITE_RATES = [0, 1, 10, 50];

/**
 * Reads while orders are created elsewhere at a steady rate: every write empties the response
 * cache, so this shows what the cache is worth under writes.
 */
async function measureMixed(url: string, tokens: Record<'anna' | 'dmitry', string>, ctx: Ctx) {
  const writer = ROUTES.find((r) => r.key === 'create-order') as Route;
  const rows: Record<string, string | number>[] = [];
  for (const key of MIXED_READS) {
    const reader = ROUTES.find((r) => r.key === key) as Route;
    const readToken = reader.user ? tokens[reader.user] : null;
    for (const rate of MIXED_WRITE_RATES) {
      const [reads, writes] = await Promise.all([
        autocannon({
          url: `${url}${reader.path(ctx)}`,
          headers: readToken ? { authorization: `Bearer ${readToken}` } : {},
          connections: CONNECTIONS,
          duration: DURATION,
        }),
        rate === 0
          ? null
          : autocannon({
              url: `${url}${writer.path(ctx)}`,
              method: 'POST',
              headers: { authorization: `Bearer ${tokens.anna}`, 'content-type': 'application/json' },
              body: JSON.stringify(writer.body?.(ctx)),
              connections: 1,
              overallRate: rate,
              duration: DURATION,
            }),
      ]);
      rows.push({
        read: reader.name,
        'orders created/s': writes ? Math.round(writes.requests.average) : 0,
        'read req/s': Math.round(reads.requests.average),
        'p50 ms': reads.latency.p50,
        'p99 ms': reads.latency.p99,
        errors: reads.non2xx + reads.errors + (writes ? writes.non2xx + writes.errors : 0),
      });
      console.log(
        `  mixed: ${reader.name} with ${rate} orders/s: ${Math.round(reads.requests.average)} req/s`,
      );
    }
  }
  return rows;
}

function loadAverage() {
  return os.loadavg()[0].toFixed(1);
}

await run();
