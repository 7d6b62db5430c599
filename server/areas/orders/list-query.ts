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
  if (query.contract_id || query.order_ids?.length || query.number || query.created_from || query.created_to)
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

/** ORDER BY of a list; newest first by default; id breaks ties so pages never overlap. */
export function orderListSort(field: OrderSortField | undefined, direction: 'asc' | 'desc') {
  if (!field) return sql`o.created_at DESC, o.id DESC`;
  const dir = direction === 'desc' ? sql`DESC` : sql`ASC`;
  if (field === 'id') return sql`o.id ${dir}`;
  return sql`${SORT_COLUMNS[field]} ${dir}, o.id ${dir}`;
}

/**
 * The orders that come after order `afterId` in the list's sort (keyset paging: a list read a
 * batch a transaction neither repeats nor skips an order when orders are added or change on the
 * way, and a batch deep in the list costs what the first one does).
 */
export function orderListAfter(
  field: OrderSortField | undefined,
  direction: 'asc' | 'desc',
  afterId: number,
) {
  const sortField = field ?? 'created_at';
  const descending = field ? direction === 'desc' : true;
  const beyond = descending ? sql`<` : sql`>`;
  if (sortField === 'id') return sql`o.id ${beyond} ${afterId}`;
  const column = SORT_COLUMNS[sortField];
  const its = sql`(SELECT ${column} FROM orders o WHERE o.id = ${afterId})`;
  if (!NULLABLE_SORT_FIELDS.has(sortField)) return sql`(${column}, o.id) ${beyond} (${its}, ${afterId})`;
  // NULL is after every value: last going up, first going down.
  return descending
    ? sql`CASE WHEN ${its} IS NULL THEN ${column} IS NOT NULL OR o.id < ${afterId}
               ELSE (${column}, o.id) < (${its}, ${afterId}) END`
    : sql`CASE WHEN ${its} IS NULL THEN ${column} IS NULL AND o.id > ${afterId}
               ELSE ${column} IS NULL OR (${column}, o.id) > (${its}, ${afterId}) END`;
}
