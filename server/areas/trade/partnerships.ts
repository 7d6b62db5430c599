import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SupplierPartnershipUpdate } from '../../../contract/partnerships';
import type { Queryable } from '../../db/client';
import { partnershipSalesPoints, partnerships } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { audit } from '../../lib/audit';
import { queryRows } from '../../lib/sql';
import { partnershipEvent } from '../events/domain';
import { type Side, sideColumns } from './partnerships-query';

export const SALES_POINTS_NEED_ACTIVE =
  'Точки продаж клиента доступны только в действующем партнёрстве — после того, как клиент примет приглашение';

interface SalesPointRow {
  id: number | string;
  name: string;
  address: string | null;
  is_active: boolean;
  served: boolean;
  time_zone: string;
}

/**
 * The client's sales points and whether the partnership serves each. The client reads them while
 * answering an invitation; the supplier only in an active partnership (the route checks).
 */
export async function partnershipSalesPointsOf(db: Queryable, partnershipId: number) {
  const rows = await queryRows<SalesPointRow>(
    db,
    sql`SELECT id, name, address, is_active, served, time_zone FROM partnership_sales_points_of(${partnershipId})`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

async function setSalesPoints(tx: Queryable, row: typeof partnerships.$inferSelect, salesPointIds: number[]) {
  const known = new Set((await partnershipSalesPointsOf(tx, row.id)).map((sp) => sp.id));
  const unknown = [...new Set(salesPointIds)].filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw badRequest(`Точки продаж не найдены у клиента: ${unknown.join(', ')}`, {
      sales_point_ids: 'Выберите точки продаж клиента',
    });
  }
  await tx.delete(partnershipSalesPoints).where(eq(partnershipSalesPoints.partnershipId, row.id));
  if (salesPointIds.length === 0) return;
  await tx.insert(partnershipSalesPoints).values(
    [...new Set(salesPointIds)].map((salesPointId) => ({
      partnershipId: row.id,
      clientOrganizationId: row.clientOrganizationId,
      supplierOrganizationId: row.supplierOrganizationId,
      salesPointId,
    })),
  );
}

/**
 * Accepts or declines an invitation (only the invited side, only while invited), sets the sales
 * points served and, for the supplier, the ordering terms.
 */
export async function updatePartnership(
  tx: Queryable,
  request: FastifyRequest,
  side: Side,
  partnershipId: number,
  organizationId: number,
  body: Partial<SupplierPartnershipUpdate>,
) {
  const { own } = sideColumns(side);
  const [row] = await tx
    .select()
    .from(partnerships)
    .where(and(eq(partnerships.id, partnershipId), eq(own, organizationId)))
    .for('update');
  if (!row) throw notFound('Партнёрство не найдено');

  const changes: Partial<typeof partnerships.$inferInsert> = {};
  if (body.status && body.status !== row.status) {
    if (row.status !== 'invited') {
      throw conflict(
        row.status === 'active' ? 'Партнёрство уже действует' : 'Приглашение уже отклонено',
        'PARTNERSHIP_NOT_INVITED',
      );
    }
    if (row.invitedByOrganizationId === organizationId) {
      throw conflict('Ответить на приглашение может только приглашённая сторона', 'PARTNERSHIP_NOT_INVITED');
    }
    changes.status = body.status;
    if (body.status === 'declined') changes.declinedAt = new Date();
  }
  if (
    side === 'supplier' &&
    body.sales_point_ids !== undefined &&
    (changes.status ?? row.status) !== 'active'
  ) {
    throw conflict(SALES_POINTS_NEED_ACTIVE, 'PARTNERSHIP_NOT_ACTIVE');
  }
  if (body.min_order_amount !== undefined) changes.minOrderAmount = body.min_order_amount;
  if (body.delivery_weekdays !== undefined) changes.deliveryWeekdays = body.delivery_weekdays;
  if (body.order_cutoff_time !== undefined) changes.orderCutoffTime = body.order_cutoff_time;
  if (body.delivery_windows !== undefined) {
    changes.deliveryWindows = [...body.delivery_windows].sort((a, b) => a.from.localeCompare(b.from));
  }
  if (body.sales_point_ids !== undefined) await setSalesPoints(tx, row, body.sales_point_ids);

  await tx
    .update(partnerships)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(partnerships.id, row.id));
  await audit(tx, request, {
    action: changes.status ? `partnership_${changes.status}` : 'partnership_update',
    entity: 'partnership',
    entityId: row.id,
    organizationId,
    details: { ...body },
  });
  if (changes.status === 'active' || changes.status === 'declined') {
    const type = changes.status === 'active' ? 'partnership.accepted' : 'partnership.declined';
    await partnershipEvent(tx, request, type, row.id, organizationId);
  }
}
