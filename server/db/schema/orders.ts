// Tables of this area are declared here (mirrors 0008_orders.sql).
import { boolean, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, idCol, ref, timestamptz, updatedAt } from './foundation';

export const orderNumberCounters = pgTable('order_number_counters', {
  clientOrganizationId: ref('client_organization_id').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const orders = pgTable('orders', {
  id: idCol(),
  /** Human number, per client organization. */
  number: integer('number').notNull(),
  clientOrganizationId: ref('client_organization_id').notNull(),
  supplierOrganizationId: ref('supplier_organization_id').notNull(),
  salesPointId: ref('sales_point_id').notNull(),
  salesPointName: text('sales_point_name').notNull(),
  salesPointAddress: text('sales_point_address'),
  contractId: ref('contract_id'),
  /** contract/statuses.ts ORDER_STATUSES */
  statusId: smallint('status_id').notNull().default(1),
  comment: text('comment'),
  supplierComment: text('supplier_comment'),
  dueDeliveryDatetime: timestamptz('due_delivery_datetime'),
  /** Maintained from the lines in SQL; never written from JS arithmetic. */
  totalLinesCounter: integer('total_lines_counter').notNull().default(0),
  /** NUMERIC(14,2) as a string. */
  totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  hasSupplierChanges: boolean('has_supplier_changes').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdBy: ref('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const orderLines = pgTable('order_lines', {
  id: idCol(),
  orderId: ref('order_id').notNull(),
  clientOrganizationId: ref('client_organization_id').notNull(),
  supplierOrganizationId: ref('supplier_organization_id').notNull(),
  goodId: ref('good_id').notNull(),
  /** NUMERIC(14,3) as a string. */
  quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
  price: numeric('price', { precision: 14, scale: 2 }).notNull(),
  /** Generated: round(quantity * price, 2). */
  amount: numeric('amount', { precision: 14, scale: 2 }).generatedAlwaysAs('round(quantity * price, 2)'),
  comment: text('comment'),
  /** What the client ordered; null when the supplier added the line. */
  orderedQuantity: numeric('ordered_quantity', { precision: 14, scale: 3 }),
  orderedPrice: numeric('ordered_price', { precision: 14, scale: 2 }),
  changedBySupplier: boolean('changed_by_supplier').notNull().default(false),
  removed: boolean('removed').notNull().default(false),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Append-only (a trigger refuses updates and deletes). */
export const orderStatusHistory = pgTable('order_status_history', {
  id: idCol(),
  orderId: ref('order_id').notNull(),
  clientOrganizationId: ref('client_organization_id').notNull(),
  supplierOrganizationId: ref('supplier_organization_id').notNull(),
  fromStatusId: smallint('from_status_id'),
  toStatusId: smallint('to_status_id').notNull(),
  userId: ref('user_id'),
  realUserId: ref('real_user_id'),
  comment: text('comment'),
  at: timestamptz('at').notNull().defaultNow(),
});

/** Orders per client–supplier pair and status, kept by triggers on orders (0021_order_counts.sql). */
export const orderCounts = pgTable(
  'order_counts',
  {
    clientOrganizationId: ref('client_organization_id').notNull(),
    supplierOrganizationId: ref('supplier_organization_id').notNull(),
    statusId: smallint('status_id').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientOrganizationId, t.supplierOrganizationId, t.statusId] })],
);
