import { sql } from 'drizzle-orm';
import { ensureDefaultReasons } from '../../areas/inventory/write-off-reasons';
import { queryOne, queryRows } from '../../lib/sql';
import type { SeedContext, Seeder } from './context';
import { ean13 } from './goods';

/** The restaurant's own ingredients, when the goods seeder left it none: [name, measure id, price, category]. */
const INGREDIENTS: [string, number, string, string][] = [
  ['Молоко 3,2 %', 4, '89.00', 'Молочные продукты'],
  ['Сливки 33 %', 4, '520.00', 'Молочные продукты'],
  ['Сметана 20 %', 2, '310.00', 'Молочные продукты'],
  ['Масло сливочное 82,5 %', 2, '980.00', 'Молочные продукты'],
  ['Сыр «Пармезан»', 2, '2450.00', 'Молочные продукты'],
  ['Сыр «Моцарелла»', 2, '890.00', 'Молочные продукты'],
  ['Творог 9 %', 2, '420.00', 'Молочные продукты'],
  ['Яйцо куриное С0', 1, '14.50', 'Молочные продукты'],
  ['Картофель', 2, '38.00', 'Овощи и зелень'],
  ['Лук репчатый', 2, '32.00', 'Овощи и зелень'],
  ['Морковь', 2, '41.00', 'Овощи и зелень'],
  ['Свёкла', 2, '39.00', 'Овощи и зелень'],
  ['Капуста белокочанная', 2, '29.00', 'Овощи и зелень'],
  ['Томаты', 2, '189.00', 'Овощи и зелень'],
  ['Огурцы', 2, '149.00', 'Овощи и зелень'],
  ['Чеснок', 2, '260.00', 'Овощи и зелень'],
  ['Укроп', 2, '450.00', 'Овощи и зелень'],
  ['Петрушка', 2, '450.00', 'Овощи и зелень'],
  ['Шампиньоны', 2, '290.00', 'Овощи и зелень'],
  ['Говядина, вырезка', 2, '1890.00', 'Мясо и птица'],
  ['Свинина, шея', 2, '590.00', 'Мясо и птица'],
  ['Филе куриное', 2, '420.00', 'Мясо и птица'],
  ['Фарш говяжий', 2, '640.00', 'Мясо и птица'],
  ['Бекон', 2, '1150.00', 'Мясо и птица'],
  ['Лосось, филе', 2, '2290.00', 'Рыба и морепродукты'],
  ['Креветки 16/20', 2, '1490.00', 'Рыба и морепродукты'],
  ['Мука пшеничная в/с', 2, '52.00', 'Бакалея'],
  ['Сахар-песок', 2, '78.00', 'Бакалея'],
  ['Соль поваренная', 2, '19.00', 'Бакалея'],
  ['Масло подсолнечное', 4, '159.00', 'Бакалея'],
  ['Масло оливковое Extra Virgin', 10, '1290.00', 'Бакалея'],
  ['Паста спагетти', 6, '119.00', 'Бакалея'],
  ['Томаты в собственном соку', 11, '149.00', 'Бакалея'],
  ['Рис «Арборио»', 2, '310.00', 'Крупы'],
  ['Гречка ядрица', 2, '95.00', 'Крупы'],
  ['Рис длиннозёрный', 2, '135.00', 'Крупы'],
  ['Перец чёрный молотый', 6, '89.00', 'Специи'],
  ['Паприка копчёная', 6, '159.00', 'Специи'],
  ['Вода питьевая 0,5 л', 10, '35.00', 'Напитки'],
  ['Сок апельсиновый 1 л', 1, '169.00', 'Напитки'],
  ['Кофе в зёрнах', 2, '1850.00', 'Напитки'],
  ['Чай чёрный листовой', 6, '390.00', 'Напитки'],
];

/** category → parent */
const CATEGORIES: [string, string | null][] = [
  ['Молочные продукты', null],
  ['Овощи и зелень', null],
  ['Мясо и птица', null],
  ['Рыба и морепродукты', null],
  ['Бакалея', null],
  ['Крупы', 'Бакалея'],
  ['Специи', 'Бакалея'],
  ['Напитки', null],
];

/** Ids of the organization's goods, creating the ingredients above when it has none. */
export async function ensureClientGoods(ctx: SeedContext, organizationId: number): Promise<number[]> {
  const existing = await queryRows<{ id: number }>(
    ctx.db,
    sql`SELECT id::float8 AS id FROM goods WHERE organization_id = ${organizationId} ORDER BY id`,
  );
  if (existing.length >= 10) return existing.map((g) => g.id);
  const categoryIds = new Map<string, number>();
  for (const [position, [name, parent]] of CATEGORIES.entries()) {
    const row = await queryOne<{ id: number }>(
      ctx.db,
      sql`INSERT INTO good_categories (organization_id, parent_id, name, position)
          VALUES (${organizationId}, ${parent ? (categoryIds.get(parent) ?? null) : null}, ${name}, ${position})
          RETURNING id::float8 AS id`,
    );
    if (row) categoryIds.set(name, row.id);
  }
  ctx.ids.set('category:inventory_groceries', categoryIds.get('Бакалея') ?? 0);
  const ids: number[] = [];
  for (const [index, [name, measureId, price, category]] of INGREDIENTS.entries()) {
    const barcode = ean13(`4600${String(100000 + index).padStart(8, '0')}`);
    const row = await queryOne<{ id: number }>(
      ctx.db,
      sql`INSERT INTO goods (organization_id, name, code, barcodes, measure_id, category_id, base_price)
          VALUES (${organizationId}, ${name}, ${`ИНГ-${String(index + 1).padStart(3, '0')}`},
                  ARRAY[${barcode}]::text[], ${measureId}, ${categoryIds.get(category) ?? null}, ${price})
          RETURNING id::float8 AS id`,
    );
    if (row) ids.push(row.id);
  }
  return [...existing.map((g) => g.id), ...ids];
}

const daysAgo = (days: number) => sql`(current_date - ${days}::int)`;
const at = (days: number) => sql`(now() - make_interval(days => ${days}::int))`;

async function salesPointOf(ctx: SeedContext, organizationId: number): Promise<number> {
  const known = ctx.ids.get('sp:tverskaya') ?? ctx.ids.get('sp:nevsky');
  if (known) return known;
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO sales_points (organization_id, name, address)
        VALUES (${organizationId}, 'Ресторан «Вкусный двор» на Тверской', 'Москва, Тверская ул., 12')
        RETURNING id::float8 AS id`,
  );
  if (!row) throw new Error('seed: sales point');
  ctx.ids.set('sp:inventory', row.id);
  return row.id;
}

/** A stocktaking with facts; counted ones freeze book quantities, accounted ones prices too, as the API does. */
async function stocktaking(
  ctx: SeedContext,
  doc: { org: number; point: number; daysAgo: number; statusId: number; comment: string },
  facts: [number, string][],
) {
  const accounted = doc.statusId === 4;
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO stocktaking_docs (organization_id, sales_point_id, number, doc_date, comment, status_id,
                                      accounted_at, created_by, created_at)
        VALUES (${doc.org}, ${doc.point}, app_next_number(${doc.org}::bigint, 'stocktaking'), ${daysAgo(doc.daysAgo)}, ${doc.comment}, ${doc.statusId},
                ${accounted ? at(doc.daysAgo) : null}, ${ctx.id('user:storekeeper')}, ${at(doc.daysAgo)})
        RETURNING id::float8 AS id`,
  );
  if (!row) throw new Error('seed: stocktaking');
  for (const [goodId, fact] of facts) {
    await ctx.db.execute(sql`
      INSERT INTO stocktaking_doc_line_items (organization_id, doc_id, good_id, fact_quantity, book_quantity, price)
      SELECT ${doc.org}, ${row.id}, g.id, ${fact}::numeric,
             ${accounted ? sql`0` : null}, ${accounted ? sql`g.base_price` : null}
        FROM goods g WHERE g.id = ${goodId}`);
  }
  if (doc.statusId === 2 || doc.statusId === 3) {
    // Counting has started: the book quantities are frozen at the balances (migration 0033).
    await ctx.db.execute(sql`
      UPDATE stocktaking_doc_line_items SET book_quantity = coalesce(stock_quantity, 0) WHERE doc_id = ${row.id}`);
    await ctx.db.execute(
      sql`UPDATE stocktaking_docs SET book_frozen_at = ${at(doc.daysAgo)} WHERE id = ${row.id}`,
    );
  }
  return row.id;
}

export const inventorySeeder: Seeder = {
  name: 'stocktaking, write-offs, expenses',
  async run(ctx) {
    const org = ctx.id('org:client');
    const point = await salesPointOf(ctx, org);
    const goods = (await ensureClientGoods(ctx, org)).slice(0, 40);
    ctx.ids.set('sp:inventory_point', point);

    // A month ago: the opening count sets every book quantity.
    const opening = goods.map((id, i): [number, string] => [id, String(10 + ((i * 7) % 23))]);
    ctx.ids.set(
      'stocktaking:opening',
      await stocktaking(
        ctx,
        { org, point, daysAgo: 30, statusId: 4, comment: 'Открывающая инвентаризация' },
        opening,
      ),
    );

    // Two weeks ago: spoiled and broken goods written off.
    await ensureDefaultReasons(ctx.db, org);
    const reasons = await queryRows<{ id: number; name: string }>(
      ctx.db,
      sql`SELECT id::float8 AS id, name FROM write_off_reasons WHERE organization_id = ${org} ORDER BY id`,
    );
    const writeOff = await queryOne<{ id: number }>(
      ctx.db,
      sql`INSERT INTO write_off_docs (organization_id, sales_point_id, number, doc_date, comment, status_id, accounted_at, created_by)
          VALUES (${org}, ${point}, app_next_number(${org}::bigint, 'write_off'), ${daysAgo(14)}, 'Списание после проверки холодильников', 2, ${at(14)}, ${ctx.id('user:storekeeper')})
          RETURNING id::float8 AS id`,
    );
    if (!writeOff) throw new Error('seed: write-off');
    ctx.ids.set('write_off:accounted', writeOff.id);
    for (const [index, goodId] of goods.slice(0, 4).entries()) {
      await ctx.db.execute(sql`
        INSERT INTO write_off_doc_line_items (organization_id, doc_id, good_id, quantity, reason_id, comment, price)
        SELECT ${org}, ${writeOff.id}, g.id, ${String(index + 1)}::numeric, ${reasons[index % 2].id},
               ${index === 0 ? 'Вздулась упаковка' : null}, g.base_price
          FROM goods g WHERE g.id = ${goodId}`);
    }

    // Today: counted, waiting for the accountant; some lines differ from the book.
    const counted = goods.map((id, i): [number, string] => {
      const book = 10 + ((i * 7) % 23) - (i < 4 ? i + 1 : 0);
      const drift = i % 9 === 0 ? -2 : i % 13 === 5 ? 3 : 0;
      return [id, String(book + drift)];
    });
    ctx.ids.set(
      'stocktaking:counted',
      await stocktaking(
        ctx,
        { org, point, daysAgo: 0, statusId: 3, comment: 'Плановая инвентаризация' },
        counted,
      ),
    );

    // Expenses: categories, supplier payments and other costs.
    const categories = await queryRows<{ id: number }>(
      ctx.db,
      sql`INSERT INTO expense_categories (organization_id, name)
          VALUES (${org}, 'Аренда'), (${org}, 'Коммунальные услуги'), (${org}, 'Хозяйственные товары'), (${org}, 'Ремонт оборудования')
          RETURNING id::float8 AS id`,
    );
    ctx.ids.set('expense_category:rent', categories[0].id);
    const supplier = ctx.ids.get('org:dairy');
    const expenses: [number, string, number | null, number | null, string, number][] = [
      [1, '350000.00', null, categories[0].id, 'Аренда зала за месяц', 20],
      [1, '48250.50', null, categories[1].id, 'Электроэнергия и вода', 12],
      [1, '6890.00', null, categories[2].id, 'Моющие средства', 5],
      ...(supplier
        ? ([
            [0, '125400.00', supplier, null, 'Оплата по счёту № 118', 9],
            [0, '87320.00', supplier, null, 'Оплата по счёту № 131', 2],
          ] as [number, string, number | null, number | null, string, number][])
        : []),
    ];
    for (const [type, amount, supplierId, categoryId, comment, days] of expenses) {
      await ctx.db.execute(sql`
        INSERT INTO expense_docs (organization_id, number, type, doc_date, amount, sales_point_id,
                                  supplier_organization_id, category_id, comment, created_by)
        VALUES (${org}, app_next_number(${org}::bigint, 'expense'), ${type}, ${daysAgo(days)}, ${amount}, ${point}, ${supplierId}, ${categoryId},
                ${comment}, ${ctx.id('user:client_admin')})`);
    }
  },
};
