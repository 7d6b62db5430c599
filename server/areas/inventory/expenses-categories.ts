import { sql } from 'drizzle-orm';
import type { ExpenseCategory } from '../../../contract/expenses';
import type { Queryable } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { queryOne, queryRows } from '../../lib/sql';

const columns = sql`c.id::float8 AS id, c.organization_id::float8 AS organization_id, c.name,
  (SELECT count(*)::int FROM expense_docs e WHERE e.category_id = c.id) AS used`;

export function listCategories(db: Queryable, organizationIds: number[]) {
  if (organizationIds.length === 0) return Promise.resolve([]);
  return queryRows<ExpenseCategory>(
    db,
    sql`SELECT ${columns} FROM expense_categories c
         WHERE c.organization_id IN (${sql.join(
           organizationIds.map((o) => sql`${o}`),
           sql`, `,
         )})
         ORDER BY lower(c.name)`,
  );
}

export async function loadCategory(db: Queryable, id: number) {
  const row = await queryOne<ExpenseCategory>(
    db,
    sql`SELECT ${columns} FROM expense_categories c WHERE c.id = ${id}`,
  );
  if (!row) throw notFound('Категория расходов не найдена');
  return row;
}

async function assertNamesFree(db: Queryable, organizationId: number, names: string[], exceptId = 0) {
  const lower = names.map((n) => n.toLowerCase());
  if (new Set(lower).size !== lower.length) throw conflict('Названия категорий повторяются', 'DUPLICATE');
  const taken = await queryRows<{ name: string }>(
    db,
    sql`SELECT name FROM expense_categories WHERE organization_id = ${organizationId} AND id <> ${exceptId}
           AND lower(name) IN (${sql.join(
             lower.map((n) => sql`${n}`),
             sql`, `,
           )})`,
  );
  if (taken.length) throw conflict(`Категория «${taken[0].name}» уже есть`, 'DUPLICATE');
}

export async function createCategories(db: Queryable, organizationId: number, names: string[]) {
  await assertNamesFree(db, organizationId, names);
  const created: ExpenseCategory[] = [];
  for (const name of names) {
    const row = await queryOne<ExpenseCategory>(
      db,
      sql`INSERT INTO expense_categories AS c (organization_id, name) VALUES (${organizationId}, ${name}) RETURNING ${columns}`,
    );
    if (row) created.push(row);
  }
  return created;
}

export async function renameCategory(db: Queryable, category: ExpenseCategory, name: string) {
  await assertNamesFree(db, category.organization_id, [name], category.id);
  await db.execute(
    sql`UPDATE expense_categories SET name = ${name}, updated_at = now() WHERE id = ${category.id}`,
  );
  return loadCategory(db, category.id);
}

export async function deleteCategory(db: Queryable, category: ExpenseCategory) {
  if (category.used > 0) {
    throw conflict(
      `Категория «${category.name}» указана в расходах (${category.used}) — её нельзя удалить`,
      'IN_USE',
    );
  }
  await db.execute(sql`DELETE FROM expense_categories WHERE id = ${category.id}`);
}
