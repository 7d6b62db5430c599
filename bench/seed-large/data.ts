/**
 * The large data set of issue 12, generated in set-based SQL after the normal migrations and the
 * demo seed, so every row is one the app could have written (memberships, partnerships, price
 * lists with prices, orders with lines, totals and history, stocktaking with lines).
 *
 * Shape (SEED picks the pseudo-random values; the same SEED gives the same rows):
 * - 500 organizations: 100 suppliers and 400 clients, each with the system roles and one admin user
 *   (bench<N>@zakupki.bench, the demo password); clients have two sales points.
 * - 100 000 goods: 10 000 of the demo supplier «Зорька», 10 000 of the demo client (its stock),
 *   800 of each bench supplier; about half published in the marketplace under a global category.
 * - 2 000 price lists: 1 999 between bench partners (100 goods each) and one of «Зорька» for the demo
 *   client with all its 10 000 goods.
 * - 100 000 orders with 1 000 000 lines (10 each): 20 000 of the demo client with «Зорька» (what the
 *   demo users igor@ and dmitry@ see: a large but realistic 20 % share), 80 000 between bench partners;
 *   statuses spread over the 12, totals equal to the lines, a history row per step.
 * - Two 10 000-line stocktaking documents of the demo client: one being counted (half the facts
 *   entered), one accounted.
 */

import type { Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';

export const LARGE = {
  organizations: 500,
  suppliers: 100,
  goodsPerSupplier: 800,
  dairyGoods: 10_000,
  clientGoods: 10_000,
  priceLists: 2_000,
  goodsPerPriceList: 100,
  demoOrders: 20_000,
  benchOrders: 80_000,
  linesPerOrder: 10,
  stocktakingLines: 10_000,
};

export interface SeedReport {
  seed: number;
  steps: { step: string; rows: number; seconds: number }[];
  totalSeconds: number;
}

export async function hasLargeData(database: Database): Promise<string | null> {
  const [row] = await database.query<{ value: string | null }>(
    `SELECT CASE WHEN to_regclass('bench_large_info') IS NULL THEN NULL
            ELSE (SELECT value FROM bench_large_info WHERE key = 'seed') END AS value`,
  );
  return row?.value ?? null;
}

export async function seedLarge(database: Database, seed: number, log = console.log): Promise<SeedReport> {
  const started = Date.now();
  const steps: SeedReport['steps'] = [];
  const step = async (name: string, sqlText: string, count?: string) => {
    const t0 = Date.now();
    await database.exec(sqlText);
    const rows = count ? Number((await database.query<{ n: string }>(count))[0].n) : 0;
    const seconds = (Date.now() - t0) / 1000;
    steps.push({ step: name, rows, seconds });
    log(`  ${name}: ${rows.toLocaleString('ru-RU')} rows, ${seconds.toFixed(1)} s`);
  };

  let t0 = Date.now();
  await migrate(database);
  const ids = await seedDemo(database);
  steps.push({ step: 'migrations + demo seed', rows: 0, seconds: (Date.now() - t0) / 1000 });
  log(`  migrations + demo seed: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const client = ids.get('org:client');
  const dairy = ids.get('org:dairy');
  const point = ids.get('sp:tverskaya');
  const buyer = ids.get('user:buyer');
  const storekeeper = ids.get('user:storekeeper');
  if (!client || !dairy || !point || !buyer || !storekeeper) throw new Error('demo seed ids missing');

  // Deterministic pseudo-random integer ≥ 0 of an expression; salt separates the uses.
  const h = (expr: string, salt: number) => `abs(hashint8extended((${expr})::bigint, ${seed * 1000 + salt}))`;
  const L = LARGE;

  await step(
    'organizations',
    `
    CREATE TABLE bench_large_info (key text PRIMARY KEY, value text NOT NULL);
    INSERT INTO organizations (name, inn, module_client, module_supplier, module_inventory)
    SELECT CASE WHEN s <= ${L.suppliers} THEN format('ООО «Поставщик № %s»', s)
                ELSE format('ООО «Клиент № %s»', s - ${L.suppliers}) END,
           NULL, s > ${L.suppliers}, s <= ${L.suppliers}, s > ${L.suppliers}
      FROM generate_series(1, ${L.organizations}) s;
    CREATE TABLE bench_orgs AS
      SELECT row_number() OVER (ORDER BY id) AS n, id FROM organizations
       WHERE name LIKE 'ООО «Поставщик № %' OR name LIKE 'ООО «Клиент № %';
    ALTER TABLE bench_orgs ADD COLUMN is_supplier boolean;
    UPDATE bench_orgs SET is_supplier = n <= ${L.suppliers};
    INSERT INTO roles (organization_id, name, is_system, system_key)
    SELECT b.id, r.name, true, r.system_key FROM bench_orgs b
      CROSS JOIN roles r WHERE r.organization_id = ${client} AND r.is_system;
    INSERT INTO role_permissions (organization_id, role_id, permission)
    SELECT nr.organization_id, nr.id, rp.permission
      FROM roles nr JOIN bench_orgs b ON b.id = nr.organization_id
      JOIN roles tr ON tr.organization_id = ${client} AND tr.system_key = nr.system_key
      JOIN role_permissions rp ON rp.role_id = tr.id;
    INSERT INTO users (email, name, password_hash, email_verified_at)
    SELECT format('bench%s@zakupki.bench', b.n), format('Сотрудник № %s', b.n),
           (SELECT password_hash FROM users WHERE email = 'anna@vkusdvor.demo'), now()
      FROM bench_orgs b;
    INSERT INTO user_roles (user_id, organization_id, role_id)
    SELECT u.id, b.id, r.id FROM bench_orgs b
      JOIN users u ON u.email = format('bench%s@zakupki.bench', b.n)
      JOIN roles r ON r.organization_id = b.id AND r.system_key = 'admin';
    INSERT INTO sales_points (organization_id, name, address)
    SELECT b.id, format('Точка %s-%s', b.n, k), format('г. Москва, ул. Тестовая, д. %s', b.n * 2 + k)
      FROM bench_orgs b CROSS JOIN generate_series(1, 2) k WHERE NOT b.is_supplier;`,
    'SELECT count(*) AS n FROM bench_orgs',
  );

  const words1 = `ARRAY['Молоко','Сыр','Кефир','Творог','Масло','Йогурт','Сметана','Ряженка','Сливки','Мука','Крупа','Сахар','Чай','Кофе','Сок','Вода','Томаты','Огурцы','Картофель','Яблоки','Говядина','Филе','Колбаса','Хлеб','Макароны']`;
  const words2 = `ARRAY['фермерский','классический','отборный','домашний','деревенский','премиум','лёгкий','натуральный','органический','свежий','особый','традиционный']`;
  await step(
    'goods',
    `
    CREATE TABLE bench_goods_plan AS
    SELECT g.org, g.i, g.cat FROM (
      SELECT ${dairy}::bigint AS org, i, NULL::bigint AS cat FROM generate_series(1, ${L.dairyGoods}) i
      UNION ALL SELECT ${client}::bigint, i, NULL FROM generate_series(1, ${L.clientGoods}) i
      UNION ALL SELECT b.id, i, NULL FROM bench_orgs b CROSS JOIN generate_series(1, ${L.goodsPerSupplier}) i
       WHERE b.is_supplier) g;
    INSERT INTO goods (organization_id, name, code, measure_id, category_id, vat_rate, is_published, base_price,
                       global_category_id)
    SELECT p.org,
           (${words1})[1 + ${h('p.org * 100000 + p.i', 1)} % 25] || ' ' || (${words2})[1 + ${h('p.org * 100000 + p.i', 2)} % 12]
             || ' № ' || p.i,
           format('Б-%s', lpad(p.i::text, 6, '0')),
           1 + ${h('p.org * 100000 + p.i', 3)} % 14,
           CASE WHEN p.org = ${dairy} THEN dc.ids[1 + ${h('p.i', 4)} % cardinality(dc.ids)] END,
           (ARRAY[0, 10, 20])[1 + ${h('p.i', 5)} % 3],
           p.org <> ${client} AND ${h('p.org * 100000 + p.i', 6)} % 2 = 0,
           round((30 + ${h('p.org * 100000 + p.i', 7)} % 5000)::numeric + (${h('p.i', 8)} % 100) / 100.0, 2),
           gc.ids[1 + ${h('p.org * 100000 + p.i', 9)} % cardinality(gc.ids)]
      FROM bench_goods_plan p,
           (SELECT array_agg(id ORDER BY id) AS ids FROM global_categories) gc,
           (SELECT array_agg(id ORDER BY id) AS ids FROM good_categories WHERE organization_id = ${dairy}) dc
     ORDER BY p.org, p.i;
    DROP TABLE bench_goods_plan;
    CREATE TABLE bench_goods AS
      SELECT organization_id AS org, (row_number() OVER (PARTITION BY organization_id ORDER BY id) - 1)::int AS idx,
             id, base_price
        FROM goods WHERE code LIKE 'Б-%';
    CREATE UNIQUE INDEX bench_goods_idx ON bench_goods (org, idx);
    CREATE TABLE bench_goods_count AS SELECT org, count(*)::int AS cnt FROM bench_goods GROUP BY org;
    ANALYZE goods; ANALYZE bench_goods;`,
    "SELECT count(*) AS n FROM goods WHERE code LIKE 'Б-%'",
  );

  await step(
    'partnerships + price lists',
    `
    CREATE TABLE bench_pairs AS
      SELECT row_number() OVER (ORDER BY c.n, k) AS n, c.id AS client, s.id AS supplier, c.n AS client_n
        FROM bench_orgs c CROSS JOIN generate_series(0, 4) k
        JOIN bench_orgs s ON s.n = 1 + ((c.n * 7 + k * 13) % ${L.suppliers})
       WHERE NOT c.is_supplier;
    INSERT INTO partnerships (client_organization_id, supplier_organization_id, status, invited_by_organization_id,
                              min_order_amount, delivery_weekdays)
    SELECT client, supplier, 'active', supplier, (${h('n', 10)} % 5) * 1000, '{1,2,3,4,5,6}'::smallint[] FROM bench_pairs
    UNION ALL
    SELECT ${client}, s.id, 'active', s.id, 0, '{1,2,3,4,5,6,7}'::smallint[] FROM bench_orgs s WHERE s.is_supplier AND s.n <= 10;
    INSERT INTO price_lists (supplier_organization_id, client_organization_id, name, valid_from, is_active)
    SELECT supplier, client, format('Прайс-лист № %s', n), DATE '2026-01-01', true FROM bench_pairs
     WHERE n <= ${L.priceLists - 1} ORDER BY n;
    INSERT INTO price_lists (supplier_organization_id, client_organization_id, name, valid_from, is_active)
    VALUES (${dairy}, ${client}, 'Полный ассортимент «Зорьки»', DATE '2026-01-01', true);
    INSERT INTO price_list_goods (price_list_id, good_id, supplier_organization_id, client_organization_id, price)
    SELECT pl.id, g.id, pl.supplier_organization_id, pl.client_organization_id,
           round(g.base_price * (0.9 + (${h('pl.id * 1000 + k', 11)} % 20) / 100.0), 2)
      FROM price_lists pl
      JOIN bench_goods_count c ON c.org = pl.supplier_organization_id
      CROSS JOIN generate_series(0, ${L.goodsPerPriceList - 1}) k
      JOIN bench_goods g ON g.org = pl.supplier_organization_id
                        AND g.idx = (${h('pl.id', 12)} + k * (c.cnt / ${L.goodsPerPriceList})) % c.cnt
     WHERE pl.name LIKE 'Прайс-лист № %';
    INSERT INTO price_list_goods (price_list_id, good_id, supplier_organization_id, client_organization_id, price)
    SELECT pl.id, g.id, pl.supplier_organization_id, pl.client_organization_id, g.base_price
      FROM price_lists pl JOIN bench_goods g ON g.org = pl.supplier_organization_id
     WHERE pl.name = 'Полный ассортимент «Зорьки»';`,
    `SELECT (SELECT count(*) FROM price_lists WHERE name LIKE 'Прайс-лист № %' OR name = 'Полный ассортимент «Зорьки»')
            + 0 AS n`,
  );

  await step(
    'orders',
    `
    CREATE TABLE bench_order_plan AS
    SELECT s AS n, ${client}::bigint AS client, ${dairy}::bigint AS supplier, ${point}::bigint AS point,
           ${buyer}::bigint AS created_by
      FROM generate_series(1, ${L.demoOrders}) s
    UNION ALL
    SELECT ${L.demoOrders} + s, p.client, p.supplier, sp.id, u.id
      FROM generate_series(1, ${L.benchOrders}) s
      JOIN bench_pairs p ON p.n = 1 + ${h('s', 20)} % (SELECT count(*) FROM bench_pairs)
      JOIN LATERAL (SELECT id FROM sales_points WHERE organization_id = p.client ORDER BY id
                     LIMIT 1 OFFSET (s % 2)) sp ON true
      JOIN users u ON u.email = format('bench%s@zakupki.bench', p.client_n);
    CREATE TABLE bench_order_floor AS SELECT coalesce(max(id), 0) AS id FROM orders;
    -- Each supplier numbers its orders in its own sequence, in the order they were made; drafts have none.
    INSERT INTO orders (number, client_organization_id, supplier_organization_id, sales_point_id, sales_point_name,
                        sales_point_address, status_id, comment, due_delivery_datetime, created_by, created_at,
                        updated_at)
    SELECT CASE WHEN q.status_id <> 1 THEN
             coalesce((SELECT max(number) FROM orders o WHERE o.supplier_organization_id = q.supplier), 0)
             + count(*) FILTER (WHERE q.status_id <> 1) OVER (PARTITION BY q.supplier ORDER BY q.at, q.n) END,
           q.client, q.supplier, q.point, q.name, q.address, q.status_id, q.comment, q.due, q.created_by, q.at,
           q.at + interval '2 hours'
      FROM (SELECT p.n, p.client, p.supplier, p.point, sp.name, sp.address, 1 + ${h('p.n', 21)} % 12 AS status_id,
                   CASE WHEN ${h('p.n', 22)} % 5 = 0 THEN 'Доставить к служебному входу' END AS comment,
                   t.at + (1 + ${h('p.n', 23)} % 3) * interval '1 day' AS due, p.created_by, t.at
              FROM bench_order_plan p
              JOIN sales_points sp ON sp.id = p.point
              CROSS JOIN LATERAL (SELECT TIMESTAMPTZ '2026-11-22 06:00:00+00'
                                         - (${h('p.n', 24)} % 730) * interval '1 day'
                                         - (${h('p.n', 25)} % 43200) * interval '1 second' AS at) t) q
     ORDER BY q.at;
    CREATE TABLE bench_orders AS
      SELECT id, client_organization_id AS client, supplier_organization_id AS supplier, status_id, created_by,
             created_at
        FROM orders WHERE id > (SELECT id FROM bench_order_floor);
    INSERT INTO document_counters AS c (organization_id, kind, year, last_number)
    SELECT supplier_organization_id, 'order', 0, max(number) FROM orders WHERE number IS NOT NULL GROUP BY 1
    ON CONFLICT (organization_id, kind, year) DO UPDATE SET last_number = greatest(c.last_number, excluded.last_number);
    DROP TABLE bench_order_floor;
    DROP TABLE bench_order_plan;`,
    'SELECT count(*) AS n FROM bench_orders',
  );

  await step(
    'order lines',
    `
    INSERT INTO order_lines (order_id, client_organization_id, supplier_organization_id, good_id, quantity, price,
                             ordered_quantity, ordered_price, position)
    SELECT o.id, o.client, o.supplier, g.id, q.quantity, g.base_price, q.quantity, g.base_price, k
      FROM bench_orders o
      JOIN bench_goods_count c ON c.org = o.supplier
      CROSS JOIN generate_series(0, ${L.linesPerOrder - 1}) k
      JOIN bench_goods g ON g.org = o.supplier AND g.idx = (${h('o.id', 30)} + k * (c.cnt / ${L.linesPerOrder})) % c.cnt
      CROSS JOIN LATERAL (SELECT (1 + ${h('o.id * 16 + k', 31)} % 20)::numeric AS quantity) q;`,
    'SELECT count(*) AS n FROM order_lines l JOIN bench_orders o ON o.id = l.order_id',
  );

  await step(
    'order totals + history',
    `
    UPDATE orders o SET total_lines_counter = t.n, total_amount = t.amount
      FROM (SELECT l.order_id, count(*) AS n, sum(l.amount) AS amount
              FROM order_lines l JOIN bench_orders b ON b.id = l.order_id GROUP BY l.order_id) t
     WHERE o.id = t.order_id;
    INSERT INTO order_status_history (order_id, client_organization_id, supplier_organization_id, from_status_id,
                                      to_status_id, user_id, at)
    SELECT id, client, supplier, NULL, 1, created_by, created_at FROM bench_orders
    UNION ALL
    SELECT id, client, supplier, 1, status_id, created_by, created_at + interval '1 hour'
      FROM bench_orders WHERE status_id > 1;`,
    'SELECT count(*) AS n FROM order_status_history h JOIN bench_orders o ON o.id = h.order_id',
  );

  await step(
    'stocktaking',
    `
    INSERT INTO stocktaking_docs (organization_id, sales_point_id, number, doc_date, comment, status_id, accounted_at,
                                  created_by, created_at)
    SELECT ${client}, ${point}, app_next_number(${client}, 'stocktaking'),
           DATE '2026-11-22' - (3 - k) * 7, CASE k WHEN 1 THEN 'Полная инвентаризация склада' ELSE 'Инвентаризация склада: подсчёт' END,
           CASE k WHEN 1 THEN 4 ELSE 2 END, CASE k WHEN 1 THEN TIMESTAMPTZ '2026-11-08 18:00:00+00' END,
           ${storekeeper}, TIMESTAMPTZ '2026-11-22 06:00:00+00' - (3 - k) * interval '7 days'
      FROM generate_series(1, 2) k;
    CREATE TABLE bench_stocktaking AS
      SELECT id, status_id FROM stocktaking_docs
       WHERE organization_id = ${client} AND comment IN ('Полная инвентаризация склада', 'Инвентаризация склада: подсчёт');
    INSERT INTO stocktaking_doc_line_items (organization_id, doc_id, good_id, fact_quantity, book_quantity, price)
    SELECT ${client}, d.id, g.id,
           CASE WHEN d.status_id = 4 OR g.idx % 2 = 0 THEN (${h('g.id * 4 + d.id', 40)} % 50)::numeric END,
           CASE WHEN d.status_id = 4 THEN (${h('g.id * 4 + d.id', 41)} % 50)::numeric END,
           CASE WHEN d.status_id = 4 THEN g.base_price END
      FROM bench_stocktaking d JOIN bench_goods g ON g.org = ${client} AND g.idx < ${L.stocktakingLines};`,
    'SELECT count(*) AS n FROM stocktaking_doc_line_items l JOIN bench_stocktaking d ON d.id = l.doc_id',
  );

  t0 = Date.now();
  await database.exec(`
    DROP TABLE bench_goods_count; DROP TABLE bench_pairs;
    INSERT INTO bench_large_info (key, value) VALUES
      ('seed', '${seed}'), ('created_at', now()::text),
      ('order_demo', (SELECT max(id) FROM bench_orders WHERE client = ${client})::text),
      ('stocktaking_counting', (SELECT id FROM bench_stocktaking WHERE status_id = 2)::text),
      ('price_list_full', (SELECT id FROM price_lists WHERE name = 'Полный ассортимент «Зорьки»')::text);`);
  // Statistics, and the visibility map the index-only counts rely on (alone: not in a transaction).
  await database.exec('VACUUM (ANALYZE)');
  steps.push({ step: 'VACUUM ANALYZE', rows: 0, seconds: (Date.now() - t0) / 1000 });
  log(`  VACUUM ANALYZE: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { seed, steps, totalSeconds: (Date.now() - started) / 1000 };
}

/** Named values the benchmark needs (ids of the big documents). */
export async function largeInfo(database: Database): Promise<Record<string, string>> {
  const rows = await database.query<{ key: string; value: string }>(
    'SELECT key, value FROM bench_large_info',
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
