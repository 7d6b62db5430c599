import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { goodInput } from '../../../contract/goods';
import type { Queryable } from '../../db/client';
import { goodCategories, goods, measures } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { queryRows } from '../../lib/sql';

type GoodValues = Partial<z.output<typeof goodInput>>;

/** Checks the references and uniqueness a good's values must satisfy in its organization. */
async function checkGoodValues(db: Queryable, organizationId: number, values: GoodValues, goodId?: number) {
  if (values.measure_id !== undefined) {
    const [measure] = await db.select().from(measures).where(eq(measures.id, values.measure_id));
    if (!measure)
      throw badRequest('Нет такой единицы измерения', { measure_id: 'Выберите единицу измерения' });
  }
  if (values.category_id) {
    const [category] = await db
      .select({ id: goodCategories.id })
      .from(goodCategories)
      .where(
        and(eq(goodCategories.id, values.category_id), eq(goodCategories.organizationId, organizationId)),
      );
    if (!category) throw badRequest('Категория не найдена', { category_id: 'Выберите категорию из списка' });
  }
  if (values.global_category_id) {
    const [found] = await queryRows(
      db,
      sql`SELECT 1 FROM global_categories WHERE id = ${values.global_category_id}`,
    );
    if (!found) {
      throw badRequest('Категория маркетплейса не найдена', {
        global_category_id: 'Выберите категорию из списка',
      });
    }
  }
  const others: SQL[] = [eq(goods.organizationId, organizationId)];
  if (goodId) others.push(ne(goods.id, goodId));
  if (values.code) {
    const [same] = await db
      .select({ name: goods.name })
      .from(goods)
      .where(and(...others, eq(goods.code, values.code)));
    if (same) throw conflict(`Артикул «${values.code}» уже у товара «${same.name}»`, 'DUPLICATE_CODE');
  }
  if (values.barcodes?.length) {
    const list = sql.join(
      values.barcodes.map((b) => sql`${b}`),
      sql`, `,
    );
    const [same] = await db
      .select({ name: goods.name, barcodes: goods.barcodes })
      .from(goods)
      .where(and(...others, sql`${goods.barcodes} && ARRAY[${list}]::text[]`));
    if (same) {
      const taken = same.barcodes.filter((b) => values.barcodes?.includes(b)).join(', ');
      throw conflict(`Штрихкод ${taken} уже у товара «${same.name}»`, 'DUPLICATE_BARCODE');
    }
  }
}

function toColumns(values: GoodValues): Partial<typeof goods.$inferInsert> {
  const columns: Partial<typeof goods.$inferInsert> = {};
  if (values.name !== undefined) columns.name = values.name;
  if (values.code !== undefined) columns.code = values.code;
  if (values.barcodes !== undefined) columns.barcodes = values.barcodes;
  if (values.measure_id !== undefined) columns.measureId = values.measure_id;
  if (values.category_id !== undefined) columns.categoryId = values.category_id ?? null;
  if (values.vat_rate !== undefined) columns.vatRate = values.vat_rate;
  if (values.description !== undefined) columns.description = values.description || null;
  if (values.global_category_id !== undefined) columns.globalCategoryId = values.global_category_id ?? null;
  if (values.is_published !== undefined) columns.isPublished = values.is_published;
  if (values.base_price !== undefined) columns.basePrice = values.base_price ?? null;
  return columns;
}

export async function createGood(db: Queryable, organizationId: number, values: z.output<typeof goodInput>) {
  await checkGoodValues(db, organizationId, values);
  const [row] = await db
    .insert(goods)
    .values({ ...toColumns(values), name: values.name, organizationId })
    .returning({ id: goods.id });
  return row.id;
}

export async function updateGood(db: Queryable, organizationId: number, goodId: number, values: GoodValues) {
  await checkGoodValues(db, organizationId, values, goodId);
  await db
    .update(goods)
    .set({ ...toColumns(values), updatedAt: new Date() })
    .where(and(eq(goods.id, goodId), eq(goods.organizationId, organizationId)));
}
