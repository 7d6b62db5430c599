import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { GoodCategory, goodCategoryUpdate } from '../../../contract/good-categories';
import type { Queryable } from '../../db/client';
import { goodCategories, goods } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { queryRows } from '../../lib/sql';

export async function listCategories(db: Queryable, organizationId: number): Promise<GoodCategory[]> {
  const rows = await db
    .select({
      category: goodCategories,
      goodsCount: sql<number>`(SELECT count(*) FROM goods g WHERE g.category_id = good_categories.id)::int`,
      childrenCount: sql<number>`(SELECT count(*) FROM good_categories c WHERE c.parent_id = good_categories.id)::int`,
    })
    .from(goodCategories)
    .where(eq(goodCategories.organizationId, organizationId))
    .orderBy(goodCategories.position, goodCategories.name, goodCategories.id);
  return rows.map(({ category: c, goodsCount, childrenCount }) => ({
    id: c.id,
    organization_id: c.organizationId,
    parent_id: c.parentId,
    name: c.name,
    position: c.position,
    goods_count: Number(goodsCount),
    children_count: Number(childrenCount),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  }));
}

export async function findCategory(db: Queryable, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(goodCategories)
    .where(and(eq(goodCategories.id, id), eq(goodCategories.organizationId, organizationId)));
  return row ?? null;
}

async function checkParent(db: Queryable, organizationId: number, parentId: number, movingId?: number) {
  if (!(await findCategory(db, organizationId, parentId))) {
    throw badRequest('Родительская категория не найдена', { parent_id: 'Выберите категорию из списка' });
  }
  if (movingId === undefined) return;
  const [cycle] = await queryRows<{ found: boolean }>(
    db,
    sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id FROM good_categories WHERE id = ${parentId} AND organization_id = ${organizationId}
      UNION
      SELECT c.id, c.parent_id FROM good_categories c JOIN up ON c.id = up.parent_id
    )
    SELECT EXISTS (SELECT 1 FROM up WHERE id = ${movingId}) AS found`,
  );
  if (cycle?.found) {
    throw badRequest('Нельзя переместить категорию внутрь неё самой или её подкатегории', {
      parent_id: 'Выберите другую родительскую категорию',
    });
  }
}

async function checkNameFree(
  db: Queryable,
  organizationId: number,
  name: string,
  parentId: number | null,
  exceptId?: number,
) {
  const where: SQL[] = [
    eq(goodCategories.organizationId, organizationId),
    parentId ? eq(goodCategories.parentId, parentId) : isNull(goodCategories.parentId),
    sql`lower(${goodCategories.name}) = lower(${name})`,
  ];
  if (exceptId) where.push(sql`${goodCategories.id} <> ${exceptId}`);
  const [same] = await db
    .select({ id: goodCategories.id })
    .from(goodCategories)
    .where(and(...where));
  if (same) throw conflict(`Категория «${name}» уже есть на этом уровне`, 'DUPLICATE_CATEGORY');
}

export async function createCategory(
  db: Queryable,
  organizationId: number,
  input: { name: string; parent_id?: number | null; position?: number },
) {
  const parentId = input.parent_id ?? null;
  if (parentId) await checkParent(db, organizationId, parentId);
  await checkNameFree(db, organizationId, input.name, parentId);
  const [row] = await db
    .insert(goodCategories)
    .values({ organizationId, name: input.name, parentId, position: input.position ?? 0 })
    .returning();
  return row;
}

export async function updateCategory(
  db: Queryable,
  organizationId: number,
  id: number,
  input: z.output<typeof goodCategoryUpdate>,
) {
  const current = await findCategory(db, organizationId, id);
  if (!current) throw notFound('Категория не найдена');
  const parentId = input.parent_id === undefined ? current.parentId : input.parent_id;
  if (parentId === id)
    throw badRequest('Категория не может быть родителем самой себя', { parent_id: 'Выберите другую' });
  if (parentId && parentId !== current.parentId) await checkParent(db, organizationId, parentId, id);
  const name = input.name ?? current.name;
  await checkNameFree(db, organizationId, name, parentId, id);
  await db
    .update(goodCategories)
    .set({ name, parentId, position: input.position ?? current.position, updatedAt: new Date() })
    .where(eq(goodCategories.id, id));
}

export async function deleteCategory(db: Queryable, organizationId: number, id: number) {
  const current = await findCategory(db, organizationId, id);
  if (!current) throw notFound('Категория не найдена');
  const [usage] = await queryRows<{ goods: number; children: number }>(
    db,
    sql`
    SELECT (SELECT count(*) FROM ${goods} WHERE category_id = ${id})::int AS goods,
           (SELECT count(*) FROM good_categories WHERE parent_id = ${id})::int AS children`,
  );
  if (Number(usage.children) > 0) {
    throw conflict(
      `В категории «${current.name}» есть подкатегории — сначала перенесите или удалите их`,
      'CATEGORY_NOT_EMPTY',
    );
  }
  if (Number(usage.goods) > 0) {
    throw conflict(
      `В категории «${current.name}» есть товары (${usage.goods}) — сначала перенесите их`,
      'CATEGORY_NOT_EMPTY',
    );
  }
  await db.delete(goodCategories).where(eq(goodCategories.id, id));
  return current;
}
