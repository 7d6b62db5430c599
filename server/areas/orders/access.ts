import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Permission } from '../../../contract/permissions';
import { ORDER_STATUSES, type OrderSide } from '../../../contract/statuses';
import type { Queryable } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { num, queryRows } from '../../lib/sql';
import { requirePermission } from '../../plugins/auth';

const DRAFT_STATUS_ID = ORDER_STATUSES.byKey.draft.id;

export interface LockedOrder {
  id: number;
  clientOrganizationId: number;
  supplierOrganizationId: number;
  statusId: number;
  version: number;
  salesPointId: number;
  dueDeliveryDatetime: Date | null;
  /** While awaiting the client's consent: the status the order goes back to when the client agrees. */
  consentReturnStatusId: number | null;
}

export const sideOrganization = (order: LockedOrder, side: OrderSide) =>
  side === 'client' ? order.clientOrganizationId : order.supplierOrganizationId;

/**
 * Loads and locks the order (SELECT … FOR UPDATE) for a change by one side: 404 when the user's
 * organizations do not include that side of it (or the organization named by the request),
 * 403 without the permission there. Concurrent changes of one order queue here.
 */
export function lockOrder(
  db: Queryable,
  request: FastifyRequest,
  orderId: number,
  side: OrderSide,
  permission: Permission,
  organizationId?: number,
): Promise<LockedOrder> {
  return accessOrder(db, request, { orderId, side, permission, organizationId, lock: true });
}

/** The same checks as lockOrder for a read that changes nothing (a GET cannot lock). */
export function orderForRead(
  db: Queryable,
  request: FastifyRequest,
  orderId: number,
  side: OrderSide,
  permission: Permission,
): Promise<LockedOrder> {
  return accessOrder(db, request, { orderId, side, permission, lock: false });
}

async function accessOrder(
  db: Queryable,
  request: FastifyRequest,
  options: {
    orderId: number;
    side: OrderSide;
    permission: Permission;
    organizationId?: number;
    lock: boolean;
  },
): Promise<LockedOrder> {
  const { orderId, side, permission, organizationId } = options;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT id, client_organization_id, supplier_organization_id, status_id, version, sales_point_id,
               due_delivery_datetime, consent_return_status_id
          FROM orders WHERE id = ${orderId} ${options.lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!row) throw notFound('Заказ не найден');
  const order: LockedOrder = {
    id: Number(row.id),
    clientOrganizationId: Number(row.client_organization_id),
    supplierOrganizationId: Number(row.supplier_organization_id),
    statusId: Number(row.status_id),
    version: Number(row.version),
    salesPointId: Number(row.sales_point_id),
    dueDeliveryDatetime: row.due_delivery_datetime ? new Date(String(row.due_delivery_datetime)) : null,
    consentReturnStatusId: num(row.consent_return_status_id),
  };
  // A draft is the client's own business until it is sent.
  if (side === 'supplier' && order.statusId === DRAFT_STATUS_ID) throw notFound('Заказ не найден');
  const ownOrganization = sideOrganization(order, side);
  if (organizationId !== undefined && organizationId !== ownOrganization) throw notFound('Заказ не найден');
  requirePermission(request, permission, ownOrganization);
  return order;
}

/** 409 when the caller edited an older version of the order (optimistic concurrency). */
export function assertVersion(order: LockedOrder, expected: number | undefined) {
  if (expected !== undefined && expected !== order.version) {
    throw conflict('Заказ уже изменён другим пользователем — обновите страницу и повторите', 'STALE_VERSION');
  }
}

export const orderIdOf = (value: unknown) => num(value) ?? 0;
