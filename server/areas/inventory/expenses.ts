import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ExpenseBody, ExpenseDoc, expenseListQuery } from '../../../contract/expenses';
import { EXPENSE_TYPES, ORDER_STATUSES } from '../../../contract/statuses';
import type { z } from '../../../contract/zod';
import type { Queryable } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import { audit } from '../../lib/audit';
import { iso, queryOne, queryRows, sortColumns } from '../../lib/sql';
import { currentUser, declaredPermission, listableOrganizations, rowOrganization } from '../../plugins/auth';

type Row = Omit<ExpenseDoc, 'type_label' | 'created_at'> & { created_at: Date };

const columns = sql`
  e.id::float8 AS id, e.organization_id::float8 AS organization_id, e.number, e.type::int AS type,
  e.doc_date::text AS date, e.amount::text AS amount,
  e.sales_point_id::float8 AS sales_point_id, sp.name AS sales_point_name,
  e.supplier_organization_id::float8 AS supplier_organization_id, so.name AS supplier_name,
  e.category_id::float8 AS category_id, c.name AS category_name, e.comment, e.created_at,
  coalesce((SELECT array_agg(eo.order_id::float8 ORDER BY eo.order_id) FROM expense_doc_orders eo
             WHERE eo.expense_doc_id = e.id), '{}') AS order_ids`;
const from = sql`expense_docs e
  LEFT JOIN sales_points sp ON sp.id = e.sales_point_id
  LEFT JOIN organizations so ON so.id = e.supplier_organization_id
  LEFT JOIN expense_categories c ON c.id = e.category_id`;

const present = (row: Row): ExpenseDoc => ({
  ...row,
  order_ids: row.order_ids.map(Number),
  type_label: EXPENSE_TYPES.find((t) => t.id === row.type)?.label ?? '',
  created_at: iso(row.created_at) ?? '',
});

type ListQuery = z.infer<typeof expenseListQuery>;
const SORT: Record<NonNullable<ListQuery['order_field']>, SQL> = sortColumns(
  'e',
  ['id', 'number', 'date', 'amount', 'type', 'created_at'],
  { date: 'doc_date' },
);

export async function listExpenses(db: Queryable, request: FastifyRequest, q: ListQuery) {
  const orgIds = q.organization_id
    ? [q.organization_id]
    : listableOrganizations(request, declaredPermission(request));
  const where: SQL[] = [
    sql`e.organization_id IN (${sql.join(
      orgIds.map((o) => sql`${o}`),
      sql`, `,
    )})`,
  ];
  if (q.type !== undefined) where.push(sql`e.type = ${q.type}`);
  if (q.category_id) where.push(sql`e.category_id = ${q.category_id}`);
  if (q.sales_point_id) where.push(sql`e.sales_point_id = ${q.sales_point_id}`);
  if (q.date_from) where.push(sql`e.doc_date >= ${q.date_from}::date`);
  if (q.date_to) where.push(sql`e.doc_date <= ${q.date_to}::date`);
  const filter = sql.join(where, sql` AND `);
  const direction = q.order_by === 'desc' ? sql`DESC` : sql`ASC`;
  const order = q.order_field
    ? sql`${SORT[q.order_field]} ${direction}, e.id DESC`
    : sql`e.doc_date DESC, e.id DESC`;
  const rows = await queryRows<Row>(
    db,
    sql`SELECT ${columns} FROM ${from} WHERE ${filter} ORDER BY ${order} LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  const sums = await queryRows<{ type: number; amount: string; n: number }>(
    db,
    sql`SELECT e.type::int AS type, round(sum(e.amount), 2)::text AS amount, count(*)::int AS n
          FROM expense_docs e WHERE ${filter} GROUP BY e.type`,
  );
  const all = await queryOne<{ amount: string }>(
    db,
    sql`SELECT round(coalesce(sum(e.amount), 0), 2)::text AS amount FROM expense_docs e WHERE ${filter}`,
  );
  return {
    items: rows.map(present),
    total: sums.reduce((n, s) => n + s.n, 0),
    totals: {
      amount: all?.amount ?? '0.00',
      by_type: EXPENSE_TYPES.map((t) => ({
        type: t.id,
        label: t.label,
        amount: sums.find((s) => s.type === t.id)?.amount ?? '0.00',
      })),
    },
  };
}

const expenseNotFound = () => notFound('Расход не найден');

/** config.access of /v1/expense_docs/:id: the expense's organization. */
export const expenseOrganization = rowOrganization(async (db, id) => {
  const row = await queryOne<{ organization_id: number }>(
    db,
    sql`SELECT organization_id::float8 AS organization_id FROM expense_docs WHERE id = ${id}`,
  );
  return row?.organization_id;
}, expenseNotFound);

export async function loadExpense(db: Queryable, id: number) {
  const row = await queryOne<Row>(db, sql`SELECT ${columns} FROM ${from} WHERE e.id = ${id}`);
  if (!row) throw expenseNotFound();
  return present(row);
}

/** Sales point, supplier, category and orders must exist and fit the organization. */
async function validate(db: Queryable, organizationId: number, body: ExpenseBody) {
  if (body.sales_point_id) {
    const point = await queryOne(
      db,
      sql`SELECT 1 FROM sales_points WHERE id = ${body.sales_point_id} AND organization_id = ${organizationId}`,
    );
    if (!point)
      throw badRequest('Торговая точка не найдена', { sales_point_id: 'Торговая точка не найдена' });
  }
  if (body.type === 0) {
    const supplier = await queryOne(
      db,
      sql`SELECT 1 FROM organizations WHERE id = ${body.supplier_organization_id ?? 0} AND module_supplier AND id <> ${organizationId}`,
    );
    if (!supplier)
      throw badRequest('Поставщик не найден', { supplier_organization_id: 'Поставщик не найден' });
    if (body.order_ids?.length) await validateOrders(db, organizationId, body);
  } else {
    const category = await queryOne(
      db,
      sql`SELECT 1 FROM expense_categories WHERE id = ${body.category_id ?? 0} AND organization_id = ${organizationId}`,
    );
    if (!category) throw badRequest('Категория расходов не найдена', { category_id: 'Категория не найдена' });
  }
}

/** Linked orders are checked only when the orders area exists (the link table has no foreign key). */
async function validateOrders(db: Queryable, organizationId: number, body: ExpenseBody) {
  const ids = [...new Set(body.order_ids ?? [])];
  const exists = await queryOne<{ present: boolean }>(
    db,
    sql`SELECT to_regclass('public.orders') IS NOT NULL AS present`,
  );
  if (!exists?.present) throw badRequest('Заказы пока недоступны', { order_ids: 'Заказы недоступны' });
  const found = await queryRows<{ id: number }>(
    db,
    sql`SELECT id::float8 AS id FROM orders
         WHERE id IN (${sql.join(
           ids.map((i) => sql`${i}`),
           sql`, `,
         )}) AND client_organization_id = ${organizationId}
           AND supplier_organization_id = ${body.supplier_organization_id ?? 0}
           AND status_id <> ${ORDER_STATUSES.byKey.draft.id}`,
  );
  if (found.length !== ids.length) {
    throw badRequest('Заказы не найдены у этого поставщика', { order_ids: 'Неизвестные заказы' });
  }
}

async function linkOrders(db: Queryable, organizationId: number, docId: number, body: ExpenseBody) {
  await db.execute(sql`DELETE FROM expense_doc_orders WHERE expense_doc_id = ${docId}`);
  const ids = body.type === 0 ? [...new Set(body.order_ids ?? [])] : [];
  for (const orderId of ids) {
    await db.execute(
      sql`INSERT INTO expense_doc_orders (organization_id, expense_doc_id, order_id) VALUES (${organizationId}, ${docId}, ${orderId})`,
    );
  }
}

export async function createExpense(
  db: Queryable,
  request: FastifyRequest,
  organizationId: number,
  body: ExpenseBody,
) {
  await validate(db, organizationId, body);
  const row = await queryOne<{ id: number }>(
    db,
    sql`INSERT INTO expense_docs (organization_id, number, type, doc_date, amount, sales_point_id,
                                  supplier_organization_id, category_id, comment, created_by)
        VALUES (${organizationId},
                app_next_number(${organizationId}::bigint, 'expense'),
                ${body.type}, ${body.date}::date, ${body.amount}::numeric, ${body.sales_point_id ?? null},
                ${body.type === 0 ? (body.supplier_organization_id ?? null) : null},
                ${body.type === 1 ? (body.category_id ?? null) : null}, ${body.comment || null}, ${currentUser(request).id})
        RETURNING id::float8 AS id`,
  );
  if (!row) throw badRequest('Не удалось создать расход');
  await linkOrders(db, organizationId, row.id, body);
  await audit(db, request, {
    action: 'expense_create',
    entity: 'expense_doc',
    entityId: row.id,
    organizationId,
  });
  return loadExpense(db, row.id);
}

export async function updateExpense(db: Queryable, request: FastifyRequest, id: number, body: ExpenseBody) {
  const doc = await loadExpense(db, id);
  await validate(db, doc.organization_id, body);
  await db.execute(sql`
    UPDATE expense_docs SET type = ${body.type}, doc_date = ${body.date}::date, amount = ${body.amount}::numeric,
           sales_point_id = ${body.sales_point_id ?? null},
           supplier_organization_id = ${body.type === 0 ? (body.supplier_organization_id ?? null) : null},
           category_id = ${body.type === 1 ? (body.category_id ?? null) : null},
           comment = ${body.comment || null}, updated_at = now()
     WHERE id = ${id}`);
  await linkOrders(db, doc.organization_id, id, body);
  await audit(db, request, {
    action: 'expense_update',
    entity: 'expense_doc',
    entityId: id,
    organizationId: doc.organization_id,
  });
  return loadExpense(db, id);
}

/** Deletes an expense (and its links to orders): allowed to those who may edit it. */
export async function deleteExpense(db: Queryable, request: FastifyRequest, id: number) {
  const doc = await loadExpense(db, id);
  await db.execute(sql`DELETE FROM expense_doc_orders WHERE expense_doc_id = ${id}`);
  await db.execute(sql`DELETE FROM expense_docs WHERE id = ${id}`);
  await audit(db, request, {
    action: 'expense_delete',
    entity: 'expense_doc',
    entityId: id,
    organizationId: doc.organization_id,
    details: { number: doc.number, amount: doc.amount, date: doc.date },
  });
}
