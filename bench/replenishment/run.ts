/**
 * Replenishment benchmark (issue 45): npx tsx bench/replenishment/run.ts [--points 20] [--goods 2000]
 * A client with 20 sales points × 2 000 goods of «Зорька» in its price list (half by the piece, half
 * by weight), each pair with a book balance, a par level and a month of accounted write-offs; a
 * quarter of the pairs at or below the minimum. Measures the suggestion of every point (the SQL,
 * grouping and checkout checks: `suggestions()`, as the GET runs it) against the floor: reading those
 * stock balances alone, in the same tenant transaction. Goal: suggestion ≤ 3 × floor. Median of 5.
 * PGlite, and PostgreSQL when TEST_DATABASE_URL is set (BENCH_ENGINES=pglite|postgres).
 */
import { sql } from 'drizzle-orm';
import { suggestions } from '../../server/areas/replenishment/suggestions';
import { queryRows } from '../../server/lib/sql';
import { benchApp, type Engine, runOnEngines } from '../support/busy-app';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const POINTS = arg('--points', 20);
const GOODS = arg('--goods', 2000);
const RUNS = 5;
const table: Record<string, string>[] = [];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function timed(fn: () => Promise<unknown>) {
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    runs.push(performance.now() - t0);
  }
  return median(runs);
}

async function benchEngine(engine: Engine, url?: string) {
  const t = await benchApp(url);
  try {
    const client = t.ids.get('org:client') as number;
    const dairy = t.ids.get('org:dairy') as number;
    const q = (text: string, params: unknown[] = []) => t.database.query(text, params);
    await q(
      `INSERT INTO sales_points (organization_id, name, address)
       SELECT $1, 'Точка замера ' || n, 'Москва' FROM generate_series(1, $2::int) n`,
      [client, POINTS],
    );
    await q(
      `INSERT INTO partnership_sales_points (partnership_id, client_organization_id, supplier_organization_id, sales_point_id)
       SELECT p.id, $1, $2, sp.id FROM partnerships p, sales_points sp
        WHERE p.client_organization_id = $1 AND p.supplier_organization_id = $2
          AND sp.organization_id = $1 AND sp.name LIKE 'Точка замера %'`,
      [client, dairy],
    );
    await q(
      `INSERT INTO goods (organization_id, name, measure_id)
       SELECT $1, 'Товар пополнения ' || n, CASE WHEN n % 2 = 0 THEN 1 ELSE 2 END FROM generate_series(1, $2::int) n`,
      [dairy, GOODS],
    );
    await q(
      `INSERT INTO price_list_goods (price_list_id, good_id, supplier_organization_id, client_organization_id, price)
       SELECT pl.id, g.id, $2, $1, 50 + g.id % 100
         FROM goods g, LATERAL (SELECT id FROM price_lists WHERE client_organization_id = $1
                                   AND supplier_organization_id = $2 AND is_active ORDER BY id DESC LIMIT 1) pl
        WHERE g.organization_id = $2 AND g.name LIKE 'Товар пополнения %'`,
      [client, dairy],
    );
    const reason = await q('SELECT id FROM write_off_reasons WHERE organization_id = $1 LIMIT 1', [client]);
    const reasonId = (reason as unknown as { id: number }[])[0]?.id;
    if (reasonId !== undefined) {
      await q(
        `INSERT INTO write_off_docs (organization_id, sales_point_id, number, status_id, accounted_at)
         SELECT $1, sp.id, 90000 + row_number() OVER (), 1, now() - interval '10 days'
           FROM sales_points sp WHERE sp.organization_id = $1 AND sp.name LIKE 'Точка замера %'`,
        [client],
      );
      await q(
        `INSERT INTO write_off_doc_line_items (organization_id, doc_id, good_id, quantity, reason_id)
         SELECT $1, d.id, g.id, 7, $3 FROM write_off_docs d, goods g
          WHERE d.organization_id = $1 AND d.number >= 90000 AND g.organization_id = $2 AND g.name LIKE 'Товар пополнения %'`,
        [client, dairy, reasonId],
      );
      await q('UPDATE write_off_docs SET status_id = 2 WHERE organization_id = $1 AND number >= 90000', [
        client,
      ]);
    }
    // A month of write-offs (the usage), then the book balances and levels of every pair, written
    // over what the write-offs left: a quarter at or below the minimum.
    const pairs = `FROM sales_points sp, goods g WHERE sp.organization_id = $1 AND sp.name LIKE 'Точка замера %'
                     AND g.organization_id = $2 AND g.name LIKE 'Товар пополнения %'`;
    await q(
      `INSERT INTO stock_balances (sales_point_id, good_id, organization_id, quantity)
       SELECT sp.id, g.id, $1, CASE WHEN (sp.id + g.id) % 4 = 0 THEN 3 ELSE 30 END ${pairs}
       ON CONFLICT (sales_point_id, good_id) DO UPDATE SET quantity = excluded.quantity`,
      [client, dairy],
    );
    await q(
      `INSERT INTO par_levels (organization_id, sales_point_id, good_id, min_quantity, order_up_to, days_of_cover)
       SELECT $1, sp.id, g.id, 5, CASE WHEN g.id % 3 = 0 THEN NULL ELSE 20.5 END, CASE WHEN g.id % 3 = 0 THEN 14 END ${pairs}`,
      [client, dairy],
    );
    await q('ANALYZE');
    const tenant = <T>(fn: (tx: Parameters<Parameters<typeof t.database.tenant>[2]>[0]) => Promise<T>) =>
      t.database.tenant([client], 'read', fn);
    const floor = await timed(() =>
      tenant((tx) =>
        queryRows(
          tx,
          sql`SELECT sales_point_id::float8 AS sales_point_id, good_id::float8 AS good_id, quantity::text AS quantity
                FROM stock_balances WHERE organization_id = ${client}`,
        ),
      ),
    );
    let lines = 0;
    let groups = 0;
    const suggested = await timed(() =>
      tenant(async (tx) => {
        const answer = await suggestions(tx, client, null, 28);
        groups = answer.length;
        lines = answer.reduce((n, g) => n + g.lines.length, 0);
      }),
    );
    const balances = (await q('SELECT count(*)::int AS n FROM stock_balances WHERE organization_id = $1', [
      client,
    ])) as unknown as {
      n: number;
    }[];
    const round = (v: number) => `${Math.round(v)} мс`;
    table.push({
      engine,
      'остатков (пол)': String(balances[0].n),
      'пол: чтение остатков': round(floor),
      'suggestions()': round(suggested),
      отношение: `${(suggested / floor).toFixed(2)}×`,
      'групп / строк': `${groups} / ${lines}`,
    });
  } finally {
    await t.close();
  }
}

await runOnEngines(benchEngine, () => {
  console.log(
    `Предложение пополнения: ${POINTS} точек × ${GOODS} товаров; пол — чтение тех же остатков; цель ≤ 3×`,
  );
  console.table(table);
});
