import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Order, OrderHistoryEntry, OrderLine, OrderListQuery } from '../../../contract/orders';
import type { OrderSide } from '../../../contract/statuses';
import type { Queryable } from '../../db/client';
import { iso, num, queryRows } from '../../lib/sql';
import { orderTimeZoneSql } from '../../lib/time-zones';
import { organizationsWith } from '../../plugins/auth';
import { AGREED_PRICE, AGREED_QUANTITY, AWAITS_CONSENT } from './consent';
import {
  type OrderCursor,
  orderCountTotal,
  orderListAfter,
  orderListSort,
  orderListSortKey,
  orderListWhere,
} from './list-query';
import { allowedTransitions } from './state-machine';

const ORDER_COLUMNS = sql`
  o.id, o.number, o.client_organization_id, c.name AS client_organization_name,
  o.supplier_organization_id, s.name AS supplier_organization_name, o.sales_point_id, o.sales_point_name,
  o.sales_point_address, ${orderTimeZoneSql} AS sales_point_time_zone, o.contract_id, k.number AS contract_number, o.status_id, o.comment, o.supplier_comment,
  o.due_delivery_datetime, o.total_lines_counter, o.total_amount::text AS total_amount, o.version, o.created_by,
  u.name AS created_by_name, o.created_at, o.updated_at, o.has_supplier_changes, o.consent_return_status_id`;
const ORDER_JOINS = sql`
  JOIN organizations c ON c.id = o.client_organization_id
  JOIN organizations s ON s.id = o.supplier_organization_id
  LEFT JOIN contracts k ON k.id = o.contract_id
  LEFT JOIN users u ON u.id = o.created_by`;

type Row = Record<string, unknown>;

function toOrder(row: Row, side: OrderSide, updatable: Set<number>): Order {
  const ownOrg = Number(side === 'client' ? row.client_organization_id : row.supplier_organization_id);
  return {
    id: Number(row.id),
    number: row.number === null ? null : Number(row.number),
    client_organization_id: Number(row.client_organization_id),
    client_organization_name: String(row.client_organization_name),
    supplier_organization_id: Number(row.supplier_organization_id),
    supplier_organization_name: String(row.supplier_organization_name),
    sales_point_id: Number(row.sales_point_id),
    sales_point_name: String(row.sales_point_name),
    sales_point_address: (row.sales_point_address as string | null) ?? null,
    sales_point_time_zone: String(row.sales_point_time_zone),
    contract_id: num(row.contract_id),
    contract_number: (row.contract_number as string | null) ?? null,
    status_id: Number(row.status_id),
    comment: (row.comment as string | null) ?? null,
    supplier_comment: (row.supplier_comment as string | null) ?? null,
    due_delivery_datetime: iso(row.due_delivery_datetime),
    total_lines_counter: Number(row.total_lines_counter),
    total_amount: String(row.total_amount),
    version: Number(row.version),
    created_by: num(row.created_by),
    created_by_name: (row.created_by_name as string | null) ?? null,
    created_at: iso(row.created_at) ?? '',
    updated_at: iso(row.updated_at) ?? '',
    has_supplier_changes: Boolean(row.has_supplier_changes),
    consent_return_status_id: num(row.consent_return_status_id),
    allowed_transitions: allowedTransitions(
      Number(row.status_id),
      side,
      updatable.has(ownOrg),
      num(row.consent_return_status_id),
    ),
  };
}

/** The side's view of orders: list rows, or with lines and history (include_items). */
/** The organizations whose orders a user reads on a side, and those where they may change them. */
export interface OrderScope {
  readable: number[];
  updatable: number[];
}

export const orderScope = (request: FastifyRequest, side: OrderSide): OrderScope => ({
  readable: organizationsWith(request, side === 'client' ? 'order_client_r' : 'order_supplier_r'),
  updatable: organizationsWith(request, side === 'client' ? 'order_client_u' : 'order_supplier_u'),
});

export async function listOrders(
  db: Queryable,
  scope: OrderScope,
  side: OrderSide,
  query: OrderListQuery,
  options: { count?: boolean; after?: OrderCursor } = {},
) {
  const { readable } = scope;
  const updatable = new Set(scope.updatable);
  const where = orderListWhere(side, readable, query);
  const pageWhere =
    options.after === undefined
      ? where
      : sql`${where} AND ${orderListAfter(query.order_field, query.order_by, options.after)}`;
  const counted = options.count !== false;
  const kept = counted ? orderCountTotal(side, readable, query) : null;
  const total =
    kept ?? (counted ? sql`SELECT count(*) AS total FROM orders o WHERE ${where}` : sql`SELECT -1 AS total`);
  // The page and the total in one round trip (the total is an uncorrelated subquery, run once).
  const found = await queryRows<Row>(
    db,
    sql`SELECT ${ORDER_COLUMNS}, ${orderListSortKey(query.order_field)} AS sort_key, (${total}) AS list_total
          FROM orders o ${ORDER_JOINS} WHERE ${pageWhere}
         ORDER BY ${orderListSort(query.order_field, query.order_by)} LIMIT ${query.limit} OFFSET ${query.offset}`,
  );
  // A page past the end has no row to carry the total.
  const listTotal =
    found.length > 0 ? found[0].list_total : (await queryRows<{ total: unknown }>(db, total))[0].total;
  const items = found.map((row) => toOrder(row, side, updatable));
  if (query.include_items && items.length > 0) await attachDetails(db, items);
  const last = found[found.length - 1];
  const next: OrderCursor | null = last
    ? { id: Number(last.id), key: (last.sort_key as string | null) ?? null }
    : null;
  return { items, total: Number(listTotal), next };
}

/** One order as the side sees it, with lines and history. */
export async function readOrder(db: Queryable, request: FastifyRequest, side: OrderSide, orderId: number) {
  const { items } = await listOrders(db, orderScope(request, side), side, {
    order_ids: [orderId],
    include_items: true,
    limit: 1,
    offset: 0,
    order_by: 'asc',
  });
  return items[0];
}

const idIn = (column: SQL, ids: number[]) =>
  sql`${column} IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

async function attachDetails(db: Queryable, orders: Order[]) {
  const ids = orders.map((o) => o.id);
  const lines = await queryRows<Row>(
    db,
    // The good as ordered (the line's snapshot), never its current name, code or unit.
    sql`SELECT l.order_id, l.id, l.good_id, l.good_name, l.good_code, l.measure_name, l.vat_rate,
               l.quantity::text AS quantity, l.price::text AS price, l.amount::text AS amount, l.comment,
               l.ordered_quantity::text AS ordered_quantity, l.ordered_price::text AS ordered_price,
               l.changed_by_supplier, l.removed, ${AGREED_QUANTITY}::text AS agreed_quantity,
               ${AGREED_PRICE}::text AS agreed_price, l.agreed_removed, ${AWAITS_CONSENT} AS awaits_consent
          FROM order_lines l
         WHERE ${idIn(sql`l.order_id`, ids)} ORDER BY l.order_id, l.position, l.id`,
  );
  const history = await queryRows<Row>(
    db,
    sql`SELECT h.order_id, h.id, h.from_status_id, h.to_status_id, h.user_id, u.name AS user_name, h.real_user_id,
               r.name AS real_user_name, h.comment, h.at
          FROM order_status_history h LEFT JOIN users u ON u.id = h.user_id LEFT JOIN users r ON r.id = h.real_user_id
         WHERE ${idIn(sql`h.order_id`, ids)} ORDER BY h.order_id, h.at, h.id`,
  );
  const totals = await queryRows<Row>(
    db,
    sql`SELECT l.order_id,
               (CASE WHEN bool_or(l.ordered_quantity IS NOT NULL)
                     THEN sum(round(l.ordered_quantity * l.ordered_price, 2)) FILTER (WHERE l.ordered_quantity IS NOT NULL)
                END)::text AS ordered_amount,
               coalesce(sum(round(l.amount * l.vat_rate / (100 + l.vat_rate), 2))
                          FILTER (WHERE NOT l.removed AND l.vat_rate IS NOT NULL), 0::numeric(14, 2))::text AS vat_amount
          FROM order_lines l WHERE ${idIn(sql`l.order_id`, ids)} GROUP BY l.order_id`,
  );
  const byId = new Map(orders.map((o) => [o.id, o]));
  for (const order of orders) {
    order.items = [];
    order.history = [];
    order.ordered_amount = null;
    order.vat_amount = '0.00';
  }
  for (const row of totals) {
    const order = byId.get(Number(row.order_id));
    if (!order) continue;
    order.ordered_amount = (row.ordered_amount as string | null) ?? null;
    order.vat_amount = String(row.vat_amount);
  }
  for (const row of lines) byId.get(Number(row.order_id))?.items?.push(toLine(row));
  for (const row of history) byId.get(Number(row.order_id))?.history?.push(toHistory(row));
}

const toLine = (row: Row): OrderLine => ({
  id: Number(row.id),
  good_id: Number(row.good_id),
  good_name: String(row.good_name),
  good_code: (row.good_code as string | null) ?? null,
  measure_name: String(row.measure_name),
  vat_rate: row.vat_rate === null ? null : Number(row.vat_rate),
  quantity: String(row.quantity),
  price: String(row.price),
  amount: String(row.amount),
  comment: (row.comment as string | null) ?? null,
  ordered_quantity: (row.ordered_quantity as string | null) ?? null,
  ordered_price: (row.ordered_price as string | null) ?? null,
  changed_by_supplier: Boolean(row.changed_by_supplier),
  removed: Boolean(row.removed),
  agreed_quantity: (row.agreed_quantity as string | null) ?? null,
  agreed_price: (row.agreed_price as string | null) ?? null,
  agreed_removed: Boolean(row.agreed_removed),
  awaits_consent: Boolean(row.awaits_consent),
});

const toHistory = (row: Row): OrderHistoryEntry => ({
  id: Number(row.id),
  from_status_id: num(row.from_status_id),
  to_status_id: Number(row.to_status_id),
  user_id: num(row.user_id),
  user_name: (row.user_name as string | null) ?? null,
  real_user_id: num(row.real_user_id),
  real_user_name: (row.real_user_name as string | null) ?? null,
  comment: (row.comment as string | null) ?? null,
  at: iso(row.at) ?? '',
});
