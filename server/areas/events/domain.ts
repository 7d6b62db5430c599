import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CONTRACT_STATUSES, ORDER_STATUSES } from '../../../contract/statuses';
import { formatZonedDateTime } from '../../../contract/zoned-time';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../lib/sql';
import { orderTimeZoneSql } from '../../lib/time-zones';
import { type EventActor, emitEvent, quoted, rub } from './emit';

type Side = 'client' | 'supplier';
const one = async <T>(db: Queryable, query: SQL) => (await queryRows<T>(db, query))[0];

/** An order changed: both sides' lists refresh; the side that did not act is notified. */
export async function orderEvent(
  db: Queryable,
  request: FastifyRequest,
  type: 'order.created' | 'order.sent' | 'order.status_changed' | 'order.lines_changed',
  orderId: number,
  actor: Side,
) {
  const o = await one<{
    number: number | null;
    status_id: number;
    total: string;
    client: string;
    supplier: string;
    client_id: string;
    supplier_id: string;
    due: Date | string | null;
    zone: string;
  }>(
    db,
    sql`SELECT o.number, o.status_id, o.total_amount::text AS total, c.name AS client, s.name AS supplier,
               o.client_organization_id AS client_id, o.supplier_organization_id AS supplier_id,
               o.due_delivery_datetime AS due, ${orderTimeZoneSql} AS zone
          FROM orders o JOIN organizations c ON c.id = o.client_organization_id
          JOIN organizations s ON s.id = o.supplier_organization_id WHERE o.id = ${orderId}`,
  );
  if (!o) return;
  const status = ORDER_STATUSES.byId.get(Number(o.status_id));
  const client = Number(o.client_id);
  const supplier = Number(o.supplier_id);
  const counterparty = actor === 'client' ? o.client : o.supplier;
  const who = quoted(counterparty);
  const sum = rub(o.total);
  // A draft has no number yet: it gets its supplier's next one when sent.
  const no = o.number === null ? 'черновик заказа' : `заказ № ${o.number}`;
  // On the sales point's clock, named: the reader's own zone is unknown here.
  const delivery = o.due ? `, доставка ${formatZonedDateTime(o.due, o.zone, null)}` : '';
  const summary = {
    'order.created': `Новый ${no} от ${who} на сумму ${sum}${delivery}`,
    'order.sent': `Новый ${no} от ${who} на сумму ${sum}${delivery}`,
    'order.status_changed': `${no.charAt(0).toUpperCase()}${no.slice(1)} на сумму ${sum}: ${who} — статус «${status?.label ?? ''}»`,
    'order.lines_changed': `${who} изменил позиции заказа № ${o.number}, сумма теперь ${sum}`,
  }[type];
  // A draft is the client's own business until it is sent.
  const supplierSees = status?.status !== 'draft';
  await emitEvent(db, request, {
    type,
    organizationId: actor === 'client' ? client : supplier,
    resource: 'orders',
    objectId: orderId,
    audience: [
      { o: client, p: 'order_client_r', n: actor === 'supplier', l: `/client/orders/${orderId}` },
      ...(supplierSees
        ? [
            {
              o: supplier,
              p: 'order_supplier_r' as const,
              n: actor === 'client',
              l: `/supplier/orders/${orderId}`,
            },
          ]
        : []),
    ],
    summary,
    data: { number: o.number, status_id: Number(o.status_id), total_amount: o.total, client, supplier },
  });
}

/** A contract's status changed; sending it for approval asks the other side to act. */
export async function contractEvent(
  db: Queryable,
  request: FastifyRequest,
  contractId: number,
  actorOrg: number,
) {
  const c = await one<{
    number: string;
    status_id: number;
    client_id: string;
    supplier_id: string;
    client: string;
    supplier: string;
  }>(
    db,
    sql`SELECT k.number, k.status_id, k.client_organization_id AS client_id, k.supplier_organization_id AS supplier_id,
               c.name AS client, s.name AS supplier
          FROM contracts k JOIN organizations c ON c.id = k.client_organization_id
          JOIN organizations s ON s.id = k.supplier_organization_id WHERE k.id = ${contractId}`,
  );
  if (!c) return;
  const client = Number(c.client_id);
  const supplier = Number(c.supplier_id);
  const status = CONTRACT_STATUSES.byId.get(Number(c.status_id));
  const approval = status?.status === 'on_approval';
  const counterparty = actorOrg === client ? c.client : c.supplier;
  await emitEvent(db, request, {
    type: approval ? 'contract.approval_requested' : 'contract.status_changed',
    organizationId: actorOrg,
    resource: 'contracts',
    objectId: contractId,
    audience: [
      { o: client, p: 'contract_r', n: actorOrg !== client, l: '/client/contracts' },
      { o: supplier, p: 'contract_r', n: actorOrg !== supplier, l: '/supplier/contracts' },
    ],
    summary: approval
      ? `Договор № ${c.number} от ${quoted(counterparty)} ждёт согласования`
      : `Договор № ${c.number} с ${quoted(counterparty)} — статус «${status?.label ?? ''}»`,
    data: { number: c.number, status_id: Number(c.status_id), client, supplier },
  });
}

/** A partnership was offered, accepted or declined. */
export async function partnershipEvent(
  db: Queryable,
  request: FastifyRequest | null,
  type: 'partnership.invited' | 'partnership.accepted' | 'partnership.declined',
  partnershipId: number,
  actorOrg: number,
) {
  const p = await one<{ client_id: string; supplier_id: string; client: string; supplier: string }>(
    db,
    sql`SELECT p.client_organization_id AS client_id, p.supplier_organization_id AS supplier_id,
               c.name AS client, s.name AS supplier
          FROM partnerships p JOIN organizations c ON c.id = p.client_organization_id
          JOIN organizations s ON s.id = p.supplier_organization_id WHERE p.id = ${partnershipId}`,
  );
  if (!p) return;
  const client = Number(p.client_id);
  const supplier = Number(p.supplier_id);
  const counterparty = actorOrg === client ? p.client : p.supplier;
  const what = {
    'partnership.invited': 'приглашает к партнёрству',
    'partnership.accepted': 'принимает партнёрство',
    'partnership.declined': 'отклоняет партнёрство',
  }[type];
  await emitEvent(db, request, {
    type,
    organizationId: actorOrg,
    resource: 'partnerships',
    objectId: partnershipId,
    audience: [
      { o: client, p: 'partnership_r', n: actorOrg !== client, l: `/client/suppliers/${partnershipId}` },
      { o: supplier, p: 'partnership_r', n: actorOrg !== supplier, l: `/supplier/clients/${partnershipId}` },
    ],
    summary: `${quoted(counterparty)} ${what}`,
    data: { client, supplier },
  });
}

/** A price list's prices or goods changed: its client is told. */
export async function priceListEvent(db: Queryable, actor: EventActor, priceListId: number) {
  const p = await one<{
    name: string;
    client_id: string;
    supplier_id: string;
    supplier: string;
    is_active: boolean;
  }>(
    db,
    sql`SELECT l.name, l.is_active, l.client_organization_id AS client_id, l.supplier_organization_id AS supplier_id,
               s.name AS supplier
          FROM price_lists l JOIN organizations s ON s.id = l.supplier_organization_id WHERE l.id = ${priceListId}`,
  );
  if (!p) return;
  const supplier = Number(p.supplier_id);
  // A draft is the supplier's own until it is activated.
  const client = p.client_id === null || !p.is_active ? null : Number(p.client_id);
  await emitEvent(db, actor, {
    type: 'price_list.changed',
    organizationId: supplier,
    resource: 'price_lists',
    objectId: priceListId,
    audience: [
      { o: supplier, p: 'price_list_r', l: '/supplier/price-lists' },
      ...(client ? [{ o: client, p: 'price_list_r' as const, n: true, l: '/client/orders/new' }] : []),
    ],
    summary: `${quoted(p.supplier)} изменил прайс-лист «${p.name}»`,
    data: { supplier, client },
  });
}

/** A supplier published a post: its active partner clients' members see it. */
export async function postEvent(db: Queryable, request: FastifyRequest, postId: number, supplier: number) {
  const post = await one<{ supplier: string; title: string; clients: number[] | string }>(
    db,
    sql`SELECT (SELECT name FROM organizations WHERE id = ${supplier}) AS supplier,
                 (SELECT title FROM news_posts WHERE id = ${postId}) AS title,
                 coalesce((SELECT json_agg(DISTINCT client_organization_id) FROM partnerships
                            WHERE supplier_organization_id = ${supplier} AND status = 'active'), '[]') AS clients`,
  );
  const clients: number[] = typeof post.clients === 'string' ? JSON.parse(post.clients) : post.clients;
  await emitEvent(db, request, {
    type: 'post.published',
    organizationId: supplier,
    resource: 'posts',
    objectId: postId,
    audience: [
      { o: supplier, p: 'post_r' },
      ...clients.map((o) => ({ o: Number(o), p: null, n: true, l: `/news/${postId}` })),
    ],
    summary: `${quoted(post.supplier)} опубликовал новость «${post.title}»`,
  });
}

/** A background job's progress or end (imports): only the user who started it receives it. */
export async function jobEvent(
  db: Queryable,
  request: FastifyRequest | null,
  job: {
    organizationId: number;
    userId: number;
    jobId: number;
    summary: string;
    done?: boolean;
    data?: Record<string, unknown>;
  },
) {
  await emitEvent(db, request, {
    type: 'job',
    organizationId: job.organizationId,
    resource: 'jobs',
    objectId: job.jobId,
    audience: [{ o: job.organizationId, p: null, u: job.userId, n: job.done === true }],
    summary: job.summary,
    data: { ...job.data, done: job.done === true },
  });
}

/**
 * A sales point's book stock moved (a stocktaking or a write-off accounted): the replenishment
 * screens of the organization refresh their suggestion. No notification.
 */
export async function stockEvent(
  db: Queryable,
  request: FastifyRequest,
  stock: { organizationId: number; salesPointId: number; summary: string },
) {
  await emitEvent(db, request, {
    type: 'stock.changed',
    organizationId: stock.organizationId,
    resource: 'stock',
    objectId: stock.salesPointId,
    audience: [{ o: stock.organizationId, p: 'par_level_r' }],
    summary: stock.summary,
    data: { sales_point_id: stock.salesPointId },
  });
}
