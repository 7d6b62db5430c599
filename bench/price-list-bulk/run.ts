/**
 * Bulk prices benchmark: npx tsx bench/price-list-bulk/run.ts [--goods N]
 * A supplier's admin writes N goods (default 10 000, the call's limit) into a price list, then
 * reprices all of them, each as the background job the «Добавить по категориям» dialog queues
 * (issue 24), while a buyer reads the order list 50 ms after each answer. Prints the job's time
 * and the buyer's p50/p99/max per stage (goal: p99 ≤ 300 ms, max ≤ 1 s), on PGlite and, when
 * TEST_DATABASE_URL (or DATABASE_URL) is set, on PostgreSQL. BENCH_ENGINES=pglite|postgres.
 */
import { benchApp, type Engine, orderReader, runJob, runOnEngines, stageRows } from '../support/busy-app';

interface BulkJob {
  id: number;
  state: string;
  error: string | null;
  result: { created: number; updated: number };
}

const goodsArg = process.argv.indexOf('--goods');
const GOODS = goodsArg > 0 ? Number(process.argv[goodsArg + 1]) : 10_000;
const table: Record<string, string>[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} с`;

async function benchEngine(engine: Engine, url?: string) {
  const t = await benchApp(url);
  try {
    const call = async (method: 'POST' | 'GET', path: string, payload?: unknown) => {
      const res = await t.inject({
        method,
        url: path,
        ...(payload === undefined
          ? {}
          : {
              headers: { 'content-type': 'application/json' },
              payload: Buffer.from(JSON.stringify(payload)),
            }),
      });
      if (res.statusCode >= 300) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res.json();
    };
    const org = t.orgId;
    const client = t.ids.get('org:client') as number;
    const [list] = await call('POST', `/v1/supplier/price_lists/?organization_id=${org}`, [
      { client_organization_id: client, name: 'Замер массовой загрузки' },
    ]);
    const goods = await t.database.query<{ id: string }>(
      `INSERT INTO goods (organization_id, name, base_price)
       SELECT $1, 'Товар замера ' || n, 10 FROM generate_series(1, ${GOODS}) n RETURNING id::text`,
      [org],
    );
    await t.database.query('ANALYZE goods');
    /** Queues the job and reads it every 100 ms, as the dialog does; answers its result and wall time. */
    const bulk = async (price: (i: number) => string) => {
      const { job, ms } = await runJob<BulkJob>(
        () =>
          call(
            'POST',
            `/v1/supplier/price_lists/${list.id}/bulk_create_update_price_list_goods?organization_id=${org}&background=true`,
            goods.map((g, i) => ({ good_id: Number(g.id), price: price(i) })),
          ),
        (id) => call('GET', `/v1/jobs/${id}`),
        100,
      );
      return { result: job.result, ms };
    };
    const reader = orderReader(t, 'до записи');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    reader.set('добавление');
    const added = await bulk(() => '10.50');
    reader.set('переоценка');
    const repriced = await bulk((i) => (i % 2 === 0 ? '11.00' : '10.50'));
    reader.set('после');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const reads = await reader.stop();
    table.push(
      ...stageRows(
        engine,
        [
          ['до записи', '—', '—'],
          ['добавление', seconds(added.ms), `${added.result.created} новых`],
          ['переоценка', seconds(repriced.ms), `${repriced.result.updated} изменено`],
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
    `Запись ${GOODS} цен в прайс-лист фоновой задачей; чтение списка заказов другим пользователем ` +
      '(через 50 мс после ответа); цель: p99 ≤ 300 мс, max ≤ 1 с',
  );
  console.table(table);
});
