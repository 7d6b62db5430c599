import path from 'node:path';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';

/** A demo database in dataDir with one stocktaking of `lines` lines being counted; returns its id. */
export async function seedBigStocktaking(dataDir: string, lines: number): Promise<number> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await migrate(database);
    const ids = await seedDemo(database, null);
    const org = ids.get('org:client');
    const point = ids.get('sp:inventory_point');
    if (!org || !point) throw new Error('demo seed has no client organization or sales point');
    const [category] = await database.query<{ id: string }>(
      `INSERT INTO good_categories (organization_id, name) VALUES ($1, 'Склад для замера') RETURNING id`,
      [org],
    );
    await database.query(
      `INSERT INTO goods (organization_id, name, code, barcodes, measure_id, category_id, base_price)
       SELECT $1, 'Товар для замера № ' || n, 'BENCH-' || n, ARRAY['29' || lpad(n::text, 11, '0')], 2, $2,
              (n % 700 + 10)::numeric
         FROM generate_series(1, ${lines}) n`,
      [org, category.id],
    );
    const [doc] = await database.query<{ id: string }>(
      `INSERT INTO stocktaking_docs (organization_id, sales_point_id, number, status_id, comment)
       VALUES ($1, $2, app_next_number($1, 'stocktaking'), 2, 'Замер: ${lines} строк') RETURNING id`,
      [org, point],
    );
    await database.query(
      `INSERT INTO stocktaking_doc_line_items (organization_id, doc_id, good_id)
       SELECT $1, $2, id FROM goods WHERE category_id = $3`,
      [org, doc.id, category.id],
    );
    return Number(doc.id);
  } finally {
    await database.close();
  }
}
