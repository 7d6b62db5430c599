import { type SQL, sql } from 'drizzle-orm';
import type { HomeModule } from '../../../contract/home';
import type { Permission } from '../../../contract/permissions';
import {
  ORDER_STATUSES,
  type OrderStatus,
  STOCKTAKING_STATUSES,
  WRITE_OFF_STATUSES,
} from '../../../contract/statuses';
import { belowMinimumQuery } from '../replenishment/below-minimum';

/** Who is asking: the organizations where they hold the item's right (and its module is on), and themselves. */
export interface WaitingScope {
  organizationIds: number[];
  userId: number;
}

/**
 * One thing that may wait for a person on their start page (issue 42 item 3). An area adds its own
 * entry to WAITING_ITEMS; the page shows it to whoever holds `permission` in an organization with
 * the module on, as «label: count» linking to `link` — the list filtered to the rows counted.
 */
export interface WaitingItem {
  key: string;
  module: HomeModule;
  /** Needed in the organization whose rows are counted; null: every signed-in user (their own rows). */
  permission: Permission | null;
  label: string;
  link: string;
  /** SELECT of one int column `n`: the rows waiting, in the organizations of the scope. */
  count(scope: WaitingScope): SQL;
}

const ids = (list: number[]) =>
  sql`ARRAY[${sql.join(
    list.map((n) => sql`${n}`),
    sql`, `,
  )}]::bigint[]`;

const orderStatusIds = (...statuses: OrderStatus[]) => statuses.map((s) => ORDER_STATUSES.byKey[s].id);

/** The order list of a side filtered as the list's own address keeps its filters (Refine's syncWithLocation). */
export function ordersLink(
  side: 'client' | 'supplier',
  filters: { status_ids?: number[]; delivery_on?: string },
) {
  const parts: string[] = [];
  let index = 0;
  if (filters.status_ids) {
    const values = filters.status_ids.map((id, i) => `filters[${index}][value][${i}]=${id}`);
    parts.push(`filters[${index}][field]=status_ids`, `filters[${index}][operator]=in`, ...values);
    index += 1;
  }
  if (filters.delivery_on) {
    parts.push(
      `filters[${index}][field]=delivery_on`,
      `filters[${index}][operator]=eq`,
      `filters[${index}][value]=${filters.delivery_on}`,
    );
  }
  return `/${side}/orders?${parts.join('&')}`;
}

function ordersInStatus(side: 'client' | 'supplier', statuses: OrderStatus[]) {
  const own = side === 'client' ? sql`client_organization_id` : sql`supplier_organization_id`;
  return (scope: WaitingScope) =>
    sql`SELECT count(*)::int AS n FROM orders WHERE ${own} = ANY(${ids(scope.organizationIds)})
        AND status_id = ANY(${ids(orderStatusIds(...statuses))})`;
}

/** Orders on their way: sent and not yet delivered, or waiting for the buyer's word on a change. */
export const ON_THE_WAY: OrderStatus[] = ['sent', 'working', 'processing', 'executing', 'awaiting_client'];

/** Orders of a side due today on the clock of the side's own organization (as the list's `delivery_on`). */
function deliveriesToday(side: 'client' | 'supplier') {
  const own = side === 'client' ? sql`o.client_organization_id` : sql`o.supplier_organization_id`;
  return (scope: WaitingScope) =>
    sql`SELECT count(*)::int AS n FROM orders o JOIN organizations z ON z.id = ${own}
        WHERE ${own} = ANY(${ids(scope.organizationIds)})
        AND o.status_id = ANY(${ids(orderStatusIds(...ON_THE_WAY))})
        AND (o.due_delivery_datetime AT TIME ZONE z.time_zone)::date = (now() AT TIME ZONE z.time_zone)::date`;
}

/** Partnership invitations another organization sent to one of the caller's, still unanswered. */
function invitations(side: 'client' | 'supplier') {
  const own = side === 'client' ? sql`client_organization_id` : sql`supplier_organization_id`;
  return (scope: WaitingScope) =>
    sql`SELECT count(*)::int AS n FROM partnerships WHERE ${own} = ANY(${ids(scope.organizationIds)})
        AND status = 'invited' AND invited_by_organization_id IS DISTINCT FROM ${own}`;
}

const docsInStatus =
  (table: 'stocktaking_docs' | 'write_off_docs', statusId: number) => (scope: WaitingScope) =>
    sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE organization_id = ANY(${ids(scope.organizationIds)})
      AND status_id = ${statusId}`;

/** Today's day (on the first organization's clock) for the deliveries link: filled per request. */
export const TODAY = '{today}';

/** Everything that may wait for a person, in the order a section shows it. */
export const WAITING_ITEMS: WaitingItem[] = [
  {
    key: 'client_awaiting_consent',
    module: 'client',
    permission: 'order_client_r',
    label: 'Ждут вашего согласия',
    link: ordersLink('client', { status_ids: orderStatusIds('awaiting_client') }),
    count: ordersInStatus('client', ['awaiting_client']),
  },
  {
    key: 'client_delivered',
    module: 'client',
    permission: 'order_client_r',
    label: 'Доставлены, ждут приёмки',
    link: ordersLink('client', { status_ids: orderStatusIds('delivered') }),
    count: ordersInStatus('client', ['delivered']),
  },
  {
    key: 'client_deliveries_today',
    module: 'client',
    permission: 'order_client_r',
    label: 'Доставки сегодня',
    link: ordersLink('client', { status_ids: orderStatusIds(...ON_THE_WAY), delivery_on: TODAY }),
    count: deliveriesToday('client'),
  },
  {
    key: 'client_invitations',
    module: 'client',
    permission: 'partnership_r',
    label: 'Приглашения поставщиков',
    link: '/client/suppliers?status=invited',
    count: invitations('client'),
  },
  {
    key: 'client_below_minimum',
    module: 'client',
    permission: 'par_level_r',
    label: 'Товаров ниже минимума',
    link: '/client/replenishment',
    count: (scope) => belowMinimumQuery(scope.organizationIds),
  },
  {
    key: 'supplier_awaiting_acceptance',
    module: 'supplier',
    permission: 'order_supplier_r',
    label: 'Новые заказы ждут принятия',
    link: ordersLink('supplier', { status_ids: orderStatusIds('sent') }),
    count: ordersInStatus('supplier', ['sent']),
  },
  {
    key: 'supplier_deliveries_today',
    module: 'supplier',
    permission: 'order_supplier_r',
    label: 'Доставить сегодня',
    link: ordersLink('supplier', { status_ids: orderStatusIds(...ON_THE_WAY), delivery_on: TODAY }),
    count: deliveriesToday('supplier'),
  },
  {
    key: 'supplier_invitations',
    module: 'supplier',
    permission: 'partnership_r',
    label: 'Приглашения клиентов',
    link: '/supplier/clients?status=invited',
    count: invitations('supplier'),
  },
  {
    key: 'stocktaking_counting',
    module: 'inventory',
    permission: 'stocktaking_docs_client_r',
    label: 'Инвентаризации в подсчёте',
    link: `/documents/stocktaking?status=${STOCKTAKING_STATUSES.byKey.counting.id}`,
    count: docsInStatus('stocktaking_docs', STOCKTAKING_STATUSES.byKey.counting.id),
  },
  {
    key: 'write_off_drafts',
    module: 'inventory',
    permission: 'write_off_r',
    label: 'Списания не проведены',
    link: `/documents/write-off?status=${WRITE_OFF_STATUSES.byKey.draft.id}`,
    count: docsInStatus('write_off_docs', WRITE_OFF_STATUSES.byKey.draft.id),
  },
  {
    key: 'news_unread',
    module: 'news',
    permission: null,
    label: 'Непрочитанные новости',
    link: '/news',
    count: (scope) =>
      sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${scope.userId}
          AND organization_id = ANY(${ids(scope.organizationIds)})
          AND type = 'post.published' AND read_at IS NULL`,
  },
];
