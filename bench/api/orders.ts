/**
 * The order list under load: 100 000 orders and 1 000 000 lines seeded in SQL (generate_series),
 * then autocannon on the client's order list (25 rows, filtered by status, sorted by sum) beside the
 * trivial /healthz of the same server, on PGlite and — when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) is set — on PostgreSQL. Prints req/s, p50 and p99.
 *
 *   npx tsx bench/api/orders.ts   (ORDERS=100000 LINES_PER_ORDER=10 DURATION=10 BENCH_ENGINES=pglite,postgres)
 */
import autocannon from 'autocannon';
import { buildApp } from '../../server/app';
import { DEFAULT_RATE_LIMITS } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';
import { DEMO_PASSWORD } from '../../server/db/seed/context';
import { createTestDatabase } from '../../tests/api/support/app';

const ORDERS = Number(process.env.ORDERS ?? 100_000);
const LINES_PER_ORDER = Number(process.env.LINES_PER_ORDER ?? 10);
const DURATION = Number(process.env.DURATION ?? 10);
const LIST = '/v1/client/orders/?status_ids=3,5,6&order_field=total_amount&order_by=desc&limit=25';

type Database = Awaited<ReturnType<typeof createTestDatabase>>;

async function seedOrders(database: Database, ids: Map<string, number>) {
  const client = ids.get('org:client');
  const supplier = ids.get('org:dairy');
  const started = Date.now();
  await database.exec(`
    CREATE TEMP TABLE bench_goods AS
      SELECT row_number() OVER (ORDER BY id) AS n, id FROM goods WHERE organization_id = ${supplier} LIMIT 50;
    INSERT INTO orders (number, client_organization_id, supplier_organization_id, sales_point_id, sales_point_name,
                        status_id, due_delivery_datetime, created_at, updated_at)
    SELECT 100000 + s, ${client}, ${supplier}, sp.id, sp.name, 1 + s % 12,
           now() - (s % 400) * interval '1 day' + (s % 13) * interval '1 hour',
           now() - (s % 400) * interval '1 day', now()
      FROM generate_series(1, ${ORDERS}) s,
           LATERAL (SELECT id, name FROM sales_points WHERE organization_id = ${client} ORDER BY id LIMIT 1) sp;
    INSERT INTO order_lines (order_id, client_organization_id, supplier_organization_id, good_id, quantity, price,
                             ordered_quantity, ordered_price, position)
    SELECT o.id, o.client_organization_id, o.supplier_organization_id, g.id, 1 + (o.id + k) % 9, 50 + (o.id * k) % 400,
           1 + (o.id + k) % 9, 50 + (o.id * k) % 400, k
      FROM orders o CROSS JOIN generate_series(1, ${LINES_PER_ORDER}) k
      JOIN bench_goods g ON g.n = 1 + (o.id + k * 7) % (SELECT count(*) FROM bench_goods)
     WHERE o.number > 100000;
    UPDATE orders o SET total_lines_counter = t.n, total_amount = t.amount
      FROM (SELECT order_id, count(*) AS n, sum(amount) AS amount FROM order_lines GROUP BY order_id) t
     WHERE t.order_id = o.id AND o.number > 100000;
    ANALYZE orders; ANALYZE order_lines;`);
  return (Date.now() - started) / 1000;
}

async function measure(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: 10, duration: DURATION });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

async function benchEngine(engine: 'pglite' | 'postgres') {
  process.env.TEST_DB = engine;
  const database = await createTestDatabase();
  try {
    await migrate(database);
    const ids = await seedDemo(database);
    const seedSeconds = await seedOrders(database, ids);
    const app = await buildApp(
      {
        port: 0,
        host: '127.0.0.1',
        dataDir: '/tmp/bench-orders',
        inMemoryDb: true,
        mailFrom: 'bench@zakupki.local',
        publicUrl: 'http://localhost',
        jwtSecret: 'bench-secret-bench-secret-bench-secret-12',
        tokenTtlSec: 3600,
        impersonationTtlSec: 3600,
        distDir: '/tmp/bench-orders/no-dist',
        version: 'bench',
        logger: false,
        rateLimits: DEFAULT_RATE_LIMITS,
        seedDemo: false,
      },
      { database, migrate: false },
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${base}/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'igor@vkusdvor.demo', password: DEMO_PASSWORD }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}` };
    const rows = [
      { engine, route: 'GET /healthz', ...(await measure(`${base}/healthz`, {})) },
      { engine, route: `GET ${LIST}`, ...(await measure(`${base}${LIST}`, auth)) },
    ];
    await app.close();
    return { rows, seedSeconds };
  } finally {
    await database.drop();
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) process.env.TEST_DATABASE_URL = pgUrl;
// BENCH_ENGINES=postgres (or pglite) runs one engine only.
const engines = (process.env.BENCH_ENGINES ?? (pgUrl ? 'pglite,postgres' : 'pglite'))
  .split(',')
  .filter((e): e is 'pglite' | 'postgres' => e === 'pglite' || (e === 'postgres' && Boolean(pgUrl)));
console.log(`Orders: ${ORDERS}, lines: ${ORDERS * LINES_PER_ORDER}, ${DURATION} s per route, 10 connections`);
for (const engine of engines) {
  const { rows, seedSeconds } = await benchEngine(engine);
  console.log(`${engine}: seeded in ${seedSeconds.toFixed(1)} s`);
  console.table(
    rows.map((r) => ({
      engine: r.engine,
      route: r.route,
      'req/s': r.rps,
      'p50, ms': r.p50,
      'p99, ms': r.p99,
      'non-2xx': r.errors,
    })),
  );
}
