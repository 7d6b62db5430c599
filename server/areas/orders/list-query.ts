import { type SQL, sql } from 'drizzle-orm';
import { ORDER_SORT_FIELDS, type OrderExportQuery, type OrderSortField } from '../../../contract/orders';
import { ORDER_STATUSES, type OrderSide } from '../../../contract/statuses';
import { sortColumns } from '../../lib/sql';

const inList = (column: SQL, ids: number[]) =>
  sql`${column} IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** WHERE of an order list: the side's organizations plus the spec's filters. */
export function orderListWhere(
  side: OrderSide,
  organizationIds: number[],
  query: Omit<OrderExportQuery, 'order_field' | 'order_by'>,
) {
  if (organizationIds.length === 0) return sql`false`;
  const own = side === 'client' ? sql`o.client_organization_id` : sql`o.supplier_organization_id`;
  const parts: SQL[] = [inList(own, organizationIds)];
  // Suppliers never see the client's drafts.
  if (side === 'supplier') parts.push(sql`o.status_id <> ${ORDER_STATUSES.byKey.draft.id}`);
  if (query.contract_id) parts.push(sql`o.contract_id = ${query.contract_id}`);
  if (query.supplier_id) parts.push(sql`o.supplier_organization_id = ${query.supplier_id}`);
  if (query.status_ids?.length) parts.push(inList(sql`o.status_id`, query.status_ids));
  if (query.client_organization_ids?.length)
    parts.push(inList(sql`o.client_organization_id`, query.client_organization_ids));
  if (query.order_ids?.length) parts.push(inList(sql`o.id`, query.order_ids));
  if (query.number) parts.push(sql`o.number = ${query.number}`);
  // The days of the date filters are days on the clock of the side's own organization.
  const zone = sql`(SELECT z.time_zone FROM organizations z WHERE z.id = ${own})`;
  if (query.created_from)
    parts.push(sql`o.created_at >= (${query.created_from}::date::timestamp AT TIME ZONE ${zone})`);
  if (query.created_to)
    parts.push(sql`o.created_at < ((${query.created_to}::date + 1)::timestamp AT TIME ZONE ${zone})`);
  if (query.delivery_on)
    parts.push(sql`(o.due_delivery_datetime AT TIME ZONE ${zone})::date = ${query.delivery_on}::date`);
  return sql.join(parts, sql` AND `);
}

/**
 * The total of a list from order_counts when its filters are the ones the counts are kept by
 * (organizations, partner, status); null when the list needs a real count.
 */
export function orderCountTotal(
  side: OrderSide,
  organizationIds: number[],
  query: Omit<OrderExportQuery, 'order_field' | 'order_by'>,
): SQL | null {
  if (
    query.contract_id ||
    query.order_ids?.length ||
    query.number ||
    query.created_from ||
    query.created_to ||
    query.delivery_on
  )
    return null;
  if (organizationIds.length === 0) return sql`SELECT 0 AS total`;
  const own = side === 'client' ? sql`c.client_organization_id` : sql`c.supplier_organization_id`;
  const parts: SQL[] = [inList(own, organizationIds)];
  if (side === 'supplier') parts.push(sql`c.status_id <> ${ORDER_STATUSES.byKey.draft.id}`);
  if (query.supplier_id) parts.push(sql`c.supplier_organization_id = ${query.supplier_id}`);
  if (query.status_ids?.length) parts.push(inList(sql`c.status_id`, query.status_ids));
  if (query.client_organization_ids?.length)
    parts.push(inList(sql`c.client_organization_id`, query.client_organization_ids));
  return sql`SELECT coalesce(sum(c.orders), 0) AS total FROM order_counts c WHERE ${sql.join(parts, sql` AND `)}`;
}

const SORT_COLUMNS = sortColumns('o', ORDER_SORT_FIELDS);
/** Columns a list may be sorted by that an order may lack; PostgreSQL sorts NULL after every value. */
const NULLABLE_SORT_FIELDS = new Set<OrderSortField>(['due_delivery_datetime']);

/** The column a list is sorted by and which way: newest first by default. */
const sortedBy = (field: OrderSortField | undefined, direction: 'asc' | 'desc') => ({
  column: SORT_COLUMNS[field ?? 'created_at'],
  nullable: field !== undefined && NULLABLE_SORT_FIELDS.has(field),
  descending: field ? direction === 'desc' : true,
});

/** ORDER BY of a list; id breaks ties so pages never overlap. */
export function orderListSort(field: OrderSortField | undefined, direction: 'asc' | 'desc') {
  const { column, descending } = sortedBy(field, direction);
  const dir = descending ? sql`DESC` : sql`ASC`;
  if (field === 'id') return sql`o.id ${dir}`;
  return sql`${column} ${dir}, o.id ${dir}`;
}

/** Where a list read a batch at a time stopped: its last order's id and sort value (as text). */
export interface OrderCursor {
  id: number;
  key: string | null;
}

/** The list's sort value of an order, as text (a timestamp keeps its microseconds). */
export const orderListSortKey = (field: OrderSortField | undefined) =>
  sql`${sortedBy(field, 'asc').column}::text`;

/**
 * The orders after the cursor in the list's sort (keyset paging: a list read a batch a
 * transaction neither repeats nor skips an order when orders are added, change or go on the way,
 * and a batch deep in the list costs what the first one does).
 */
export function orderListAfter(
  field: OrderSortField | undefined,
  direction: 'asc' | 'desc',
  after: OrderCursor,
) {
  const { column, nullable, descending } = sortedBy(field, direction);
  const beyond = descending ? sql`<` : sql`>`;
  if (field === 'id') return sql`o.id ${beyond} ${after.id}`;
  const pastKey = sql`(${column}, o.id) ${beyond} (${after.key}, ${after.id})`;
  if (!nullable) return pastKey;
  // NULL is after every value: last going up, first going down.
  if (after.key === null)
    return descending
      ? sql`(${column} IS NOT NULL OR o.id < ${after.id})`
      : sql`(${column} IS NULL AND o.id > ${after.id})`;
  return descending ? pastKey : sql`(${column} IS NULL OR ${pastKey})`;
}
