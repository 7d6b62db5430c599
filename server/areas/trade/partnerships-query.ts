import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Partnership, PartnershipListQuery } from '../../../contract/partnerships';
import type { Queryable } from '../../db/client';
import { partnershipSalesPoints, partnerships } from '../../db/schema';
import { clientOrg, partiesSelection, supplierOrg } from './parties';

/** Which party of a two-party document the request acts for. */
export type Side = 'client' | 'supplier';

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
export const foldSearch = (value: string) => value.toLowerCase().replaceAll('ё', 'е');

/** The column of the acting side and of the partner side. */
export function sideColumns(side: Side) {
  return side === 'client'
    ? {
        own: partnerships.clientOrganizationId,
        partner: partnerships.supplierOrganizationId,
        partnerOrg: supplierOrg,
      }
    : {
        own: partnerships.supplierOrganizationId,
        partner: partnerships.clientOrganizationId,
        partnerOrg: clientOrg,
      };
}

function selectPartnerships(db: Queryable) {
  return db
    .select({
      p: partnerships,
      ...partiesSelection,
      supplierTimeZone: supplierOrg.timeZone,
      salesPointIds: sql<number[] | string[]>`coalesce((
        SELECT array_agg(${partnershipSalesPoints.salesPointId} ORDER BY ${partnershipSalesPoints.salesPointId})
          FROM ${partnershipSalesPoints} WHERE ${partnershipSalesPoints.partnershipId} = ${partnerships.id}), '{}')`,
    })
    .from(partnerships)
    .innerJoin(clientOrg, eq(clientOrg.id, partnerships.clientOrganizationId))
    .innerJoin(supplierOrg, eq(supplierOrg.id, partnerships.supplierOrganizationId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPartnerships>['execute']>>[number];

function toPartnership(row: Row, side: Side): Partnership {
  const p = row.p;
  const ownId = side === 'client' ? p.clientOrganizationId : p.supplierOrganizationId;
  return {
    id: p.id,
    client_organization_id: p.clientOrganizationId,
    supplier_organization_id: p.supplierOrganizationId,
    client_organization: row.client,
    supplier_organization: row.supplier,
    partner: side === 'client' ? row.supplier : row.client,
    status: p.status,
    invited_by_organization_id: p.invitedByOrganizationId,
    can_respond: p.status === 'invited' && p.invitedByOrganizationId !== ownId,
    min_order_amount: p.minOrderAmount,
    delivery_weekdays: p.deliveryWeekdays,
    order_cutoff_time: p.orderCutoffTime,
    delivery_windows: p.deliveryWindows,
    sales_point_ids: (row.salesPointIds ?? []).map(Number),
    supplier_time_zone: row.supplierTimeZone,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** One partnership of the acting side's organizations, or null. */
export async function findPartnership(
  db: Queryable,
  side: Side,
  partnershipId: number,
  ownOrgIds: number[],
): Promise<Partnership | null> {
  if (ownOrgIds.length === 0) return null;
  const { own } = sideColumns(side);
  const [row] = await selectPartnerships(db).where(
    and(eq(partnerships.id, partnershipId), inArray(own, ownOrgIds)),
  );
  return row ? toPartnership(row, side) : null;
}

export async function listPartnerships(
  db: Queryable,
  side: Side,
  ownOrgIds: number[],
  query: PartnershipListQuery,
): Promise<{ items: Partnership[]; total: number }> {
  if (ownOrgIds.length === 0) return { items: [], total: 0 };
  const { own, partner, partnerOrg } = sideColumns(side);
  const filters: SQL[] = [inArray(own, ownOrgIds)];
  if (query.status) filters.push(eq(partnerships.status, query.status));
  if (query.partner_organization_ids?.length) filters.push(inArray(partner, query.partner_organization_ids));
  if (query.query) {
    const pattern = `%${escapeLike(foldSearch(query.query))}%`;
    filters.push(
      or(sql`search_fold(${partnerOrg.name}) LIKE ${pattern}`, sql`${partnerOrg.inn} LIKE ${pattern}`) as SQL,
    );
  }
  const where = and(...filters);
  const direction = query.order_by === 'desc' ? desc : asc;
  const sortColumn =
    query.order_field === 'name'
      ? partnerOrg.name
      : query.order_field === 'inn'
        ? partnerOrg.inn
        : partnerships.id;
  const rows = await selectPartnerships(db)
    .where(where)
    .orderBy(direction(sortColumn), direction(partnerships.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(partnerships)
    .innerJoin(clientOrg, eq(clientOrg.id, partnerships.clientOrganizationId))
    .innerJoin(supplierOrg, eq(supplierOrg.id, partnerships.supplierOrganizationId))
    .where(where);
  return { items: rows.map((row) => toPartnership(row, side)), total };
}
