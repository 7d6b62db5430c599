import { boolean, date, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, idCol, ref, timestamptz, updatedAt } from './foundation';

// Mirrors server/db/migrations/0009_inventory.sql and 0019_stocktaking_reads.sql (the copies on
// stocktaking lines, document totals and stock balances, all kept by triggers). Money and quantities
// are decimal strings.
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3 });
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const stocktakingDocs = pgTable('stocktaking_docs', {
  id: idCol(),
  organizationId: ref('organization_id').notNull(),
  salesPointId: ref('sales_point_id').notNull(),
  number: integer('number').notNull(),
  docDate: date('doc_date', { mode: 'string' }).notNull().defaultNow(),
  comment: text('comment'),
  blindCount: boolean('blind_count').notNull().default(false),
  statusId: smallint('status_id').notNull().default(1),
  version: integer('version').notNull().default(1),
  accountedAt: timestamptz('accounted_at'),
  createdBy: ref('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  linesCount: integer('lines_count').notNull().default(0),
  countedCount: integer('counted_count').notNull().default(0),
  varianceCount: integer('variance_count').notNull().default(0),
  surplusSum: numeric('surplus_sum').notNull().default('0'),
  shortageSum: numeric('shortage_sum').notNull().default('0'),
});

export const stocktakingDocLineItems = pgTable('stocktaking_doc_line_items', {
  id: idCol(),
  organizationId: ref('organization_id').notNull(),
  docId: ref('doc_id').notNull(),
  goodId: ref('good_id').notNull(),
  factQuantity: quantity('fact_quantity'),
  bookQuantity: quantity('book_quantity'),
  price: money('price'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // Copies of the good's fields the line shows (the name is its sort key), kept by triggers.
  goodName: text('good_name').notNull(),
  goodCode: text('good_code'),
  goodBarcodes: text('good_barcodes').array().notNull(),
  goodMeasureId: smallint('good_measure_id').notNull(),
  goodCategoryId: ref('good_category_id'),
  goodBasePrice: money('good_base_price'),
  /** The good's stock balance at the document's sales point while the document is open. */
  stockQuantity: numeric('stock_quantity'),
});

/** Book quantity per (sales point, good) by the stock rule (docs/stock-rule.md). */
export const stockBalances = pgTable(
  'stock_balances',
  {
    salesPointId: ref('sales_point_id').notNull(),
    goodId: ref('good_id').notNull(),
    organizationId: ref('organization_id').notNull(),
    quantity: numeric('quantity').notNull(),
    resetAt: timestamptz('reset_at'),
  },
  (t) => [primaryKey({ columns: [t.salesPointId, t.goodId] })],
);

const statusHistory = (name: string) =>
  pgTable(name, {
    id: idCol(),
    organizationId: ref('organization_id').notNull(),
    docId: ref('doc_id').notNull(),
    fromStatusId: smallint('from_status_id'),
    toStatusId: smallint('to_status_id').notNull(),
    userId: ref('user_id'),
    realUserId: ref('real_user_id'),
    comment: text('comment'),
    at: timestamptz('at').notNull().defaultNow(),
  });

export const stocktakingStatusHistory = statusHistory('stocktaking_status_history');
export const writeOffStatusHistory = statusHistory('write_off_status_history');

export const writeOffReasons = pgTable('write_off_reasons', {
  id: idCol(),
  organizationId: ref('organization_id').notNull(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const writeOffReasonDefaults = pgTable('write_off_reason_defaults', {
  organizationId: ref('organization_id').primaryKey(),
  createdAt: createdAt(),
});

export const writeOffDocs = pgTable('write_off_docs', {
  id: idCol(),
  organizationId: ref('organization_id').notNull(),
  salesPointId: ref('sales_point_id').notNull(),
  number: integer('number').notNull(),
  docDate: date('doc_date', { mode: 'string' }).notNull().defaultNow(),
  comment: text('comment'),
  statusId: smallint('status_id').notNull().default(1),
  accountedAt: timestamptz('accounted_at'),
  createdBy: ref('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const writeOffDocLineItems = pgTable('write_off_doc_line_items', {
  id: idCol(),
  organizationId: ref('organization_id').notNull(),
  docId: ref('doc_id').notNull(),
  goodId: ref('good_id').notNull(),
  quantity: quantity('quantity').notNull(),
  reasonId: ref('reason_id').notNull(),
  comment: text('comment'),
  price: money('price'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const expenseCategories = pgTable('expense_categories', {
  id: idCol(),
  organizationId: ref('organization_id').notNull(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const expenseDocs = pgTable('expense_docs', {
  id: idCol(),
  organizationId: ref('organization_id').notNull(),
  number: integer('number').notNull(),
  type: smallint('type').notNull(),
  docDate: date('doc_date', { mode: 'string' }).notNull().defaultNow(),
  amount: money('amount').notNull(),
  salesPointId: ref('sales_point_id'),
  supplierOrganizationId: ref('supplier_organization_id'),
  categoryId: ref('category_id'),
  comment: text('comment'),
  createdBy: ref('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const expenseDocOrders = pgTable(
  'expense_doc_orders',
  {
    organizationId: ref('organization_id').notNull(),
    expenseDocId: ref('expense_doc_id').notNull(),
    orderId: ref('order_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.expenseDocId, t.orderId] })],
);
