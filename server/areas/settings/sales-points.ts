import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { clientSalesPointsQuery, SalesPoint } from '../../../contract/sales-points';
import type { z } from '../../../contract/zod';
import type { Queryable } from '../../db/client';
import { addrCities, organizations, salesPoints } from '../../db/schema';
import { notFound } from '../../errors';
import { rowOrganization } from '../../plugins/auth';

/** The list's filters, sort and page as either list route takes them (is_active: the client's only). */
type SalesPointsQuery = z.infer<typeof clientSalesPointsQuery>;

function selectSalesPoints(db: Queryable) {
  return db
    .select({
      point: salesPoints,
      organizationName: organizations.name,
      cityName: addrCities.name,
      regionId: addrCities.regionId,
    })
    .from(salesPoints)
    .innerJoin(organizations, eq(organizations.id, salesPoints.organizationId))
    .leftJoin(addrCities, eq(addrCities.id, salesPoints.cityId));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectSalesPoints>['execute']>>[number];

export function toSalesPoint({ point, organizationName, cityName, regionId }: Row): SalesPoint {
  return {
    id: point.id,
    organization_id: point.organizationId,
    organization_name: organizationName,
    name: point.name,
    address: point.address,
    city_id: point.cityId,
    city_name: cityName,
    region_id: regionId,
    phone: point.phone,
    working_hours: point.workingHours,
    time_zone: point.timeZone,
    is_active: point.isActive,
    created_at: point.createdAt.toISOString(),
    updated_at: point.updatedAt.toISOString(),
  };
}

export async function findSalesPoint(db: Queryable, id: number) {
  const [row] = await selectSalesPoints(db).where(eq(salesPoints.id, id));
  return row ?? null;
}

/** A page of the sales points of the given organizations (the caller passes only permitted ones). */
export async function listSalesPoints(db: Queryable, organizationIds: number[], filter: SalesPointsQuery) {
  if (organizationIds.length === 0) return { items: [], total: 0 };
  const conditions: SQL[] = [inArray(salesPoints.organizationId, organizationIds)];
  if (filter.ids) conditions.push(inArray(salesPoints.id, filter.ids));
  if (filter.is_active) conditions.push(eq(salesPoints.isActive, filter.is_active === 'true'));
  if (filter.name) {
    conditions.push(ilike(salesPoints.name, `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  }
  const where = and(...conditions);
  const direction = filter.order_by === 'desc' ? desc : asc;
  const rows = await selectSalesPoints(db)
    .where(where)
    .orderBy(direction(filter.order_field === 'id' ? salesPoints.id : salesPoints.name), asc(salesPoints.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(salesPoints).where(where);
  return { items: rows.map(toSalesPoint), total };
}

export const pointNotFound = () => notFound('Точка продаж не найдена');

/** A visible sales point's row; 404 when there is none. */
export async function loadSalesPoint(db: Queryable, id: number) {
  const row = await findSalesPoint(db, id);
  if (!row) throw pointNotFound();
  return row;
}

/** A visible sales point as the API shows it; 404 when there is none. */
export const readSalesPoint = async (db: Queryable, id: number) => toSalesPoint(await loadSalesPoint(db, id));

/** The organization of a visible sales point, also in the organization_id the query names if any. */
export const pointOrganization = rowOrganization(async (tx, id, request) => {
  const row = await findSalesPoint(tx, id);
  const named = (request.query as { organization_id?: number }).organization_id;
  if (!row || (named !== undefined && row.point.organizationId !== named)) return null;
  return row.point.organizationId;
}, pointNotFound);
