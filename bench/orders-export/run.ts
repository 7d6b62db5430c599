/**
 * Order export benchmark: npx tsx bench/orders-export/run.ts [--orders N]
 * N orders (default 20 000, 5 lines each, over the last 40 days) between the demo buyer and
 * «Зорька»; the supplier's admin then downloads the client orders list as Excel and a 1С
 * orders.xml of the last 10 days, each as the background job the order screen queues (issue 24),
 * while the buyer reads the order list 50 ms after each answer. Prints each job's time and the
 * buyer's p50/p99/max per stage (goal: p99 ≤ 300 ms, max ≤ 1 s), on PGlite and, when
 * TEST_DATABASE_URL (or DATABASE_URL) is set, on PostgreSQL. BENCH_ENGINES=pglite|postgres.
 */
import {
  type BenchApp,
  benchApp,
  type Engine,
  orderReader,
  runJob,
  runOnEngines,
  stageRows,
} from '../support/busy-app';

interface ExportJob {
  id: number;
  state: string;
  error: string | null;
  rows_done: number;
}

const ordersArg = process.argv.indexOf('--orders');
const ORDERS = ordersArg > 0 ? Number(process.argv[ordersArg + 1]) : 20_000;
const DAYS = 40;
const table: Record<string, string>[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} с`;
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The orders, their lines and totals, set-based as bench/seed-large does. */
async function seedOrders(t: BenchApp) {
  const client = t.ids.get('org:client') as number;
  const supplier = t.orgId;
  await t.database.query(
    `WITH point AS (SELECT id, name, address FROM sales_points WHERE organization_id = $1 ORDER BY id LIMIT 1),
          author AS (SELECT id FROM users WHERE email = 'anna@vkusdvor.demo'),
          made AS (
            INSERT INTO orders (client_organization_id, supplier_organization_id, sales_point_id,
                                sales_point_name, sales_point_address, status_id, due_delivery_datetime,
                                created_by, created_at, updated_at)
            SELECT $1, $2,
                   point.id, point.name, point.address, 1 + n % 5, at + interval '1 day', author.id, at, at
              FROM generate_series(1, ${ORDERS}) n, point, author,
                   LATERAL (SELECT now() - (n * ${Math.floor((DAYS * 86_400) / ORDERS)}) * interval '1 second' AS at) t
            RETURNING id)
     INSERT INTO order_lines (order_id, client_organization_id, supplier_organization_id, good_id, quantity, price,
                              ordered_quantity, ordered_price, position)
     SELECT made.id, $1, $2, g.id, 1 + (made.id + g.k) % 9, g.base_price, 1 + (made.id + g.k) % 9, g.base_price, g.k
       FROM made
       CROSS JOIN (SELECT id, base_price, (row_number() OVER (ORDER BY id) - 1)::int AS k
                     FROM goods WHERE organization_id = $2 ORDER BY id LIMIT 5) g`,
    [client, supplier],
  );
  await t.database.query(
    `UPDATE orders o SET total_lines_counter = s.n, total_amount = s.amount
       FROM (SELECT order_id, count(*) AS n, sum(quantity * price) AS amount FROM order_lines GROUP BY order_id) s
      WHERE s.order_id = o.id`,
  );
  await t.database.query('ANALYZE orders');
  await t.database.query('ANALYZE order_lines');
}

async function benchEngine(engine: Engine, url?: string) {
  const t = await benchApp(url);
  try {
    await seedOrders(t);
    const call = async (method: 'POST' | 'GET', path: string) => {
      const res = await t.inject({ method, url: path });
      if (res.statusCode >= 300) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res;
    };
    /** Queues the job, reads it every 250 ms as the screen does, then downloads the file. */
    const exportJob = async (path: string) => {
      const { job, ms } = await runJob<ExportJob>(
        async () => (await call('POST', path)).json(),
        async (id) => (await call('GET', `/v1/jobs/${id}`)).json(),
        250,
      );
      const file = await call('GET', `/v1/jobs/${job.id}/file`);
      return { ms, bytes: file.rawPayload.length, rows: job.rows_done };
    };
    const reader = orderReader(t, 'до выгрузки');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    reader.set('Excel');
    const excel = await exportJob(`/v1/supplier/orders/export?organization_id=${t.orgId}`);
    reader.set('1С');
    const xml = await exportJob(
      `/v1/supplier/orders/export/commerceml?supplier_id=${t.orgId}&from=${isoDay(7)}&to=${isoDay(0)}`,
    );
    reader.set('после');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const reads = await reader.stop();
    table.push(
      ...stageRows(
        engine,
        [
          ['до выгрузки', '—', '—'],
          ['Excel', seconds(excel.ms), `${excel.rows} заказов, ${(excel.bytes / 1e6).toFixed(1)} МБ`],
          ['1С', seconds(xml.ms), `за 8 дней, ${(xml.bytes / 1e6).toFixed(1)} МБ`],
        ],
        reads,
      ),
    );
  } finally {
    await t.close();
  }
}

await runOnEngines(benchEngine, () => {
  console.log(
    `Выгрузка ${ORDERS} заказов фоновыми задачами (Excel — весь список, 1С — за 8 дней); ` +
      'чтение списка заказов другим пользователем (через 50 мс после ответа); цель: p99 ≤ 300 мс, max ≤ 1 с',
  );
  console.table(table);
});
