import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Organization } from '../../../contract/organizations';
import type { Queryable } from '../../db/client';
import { addrCities, addrCountries, addrRegions, organizationPublicInfo } from '../../db/schema';
import { notFound } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { organizationRows } from './organizations-columns';

export interface OrganizationListFilter {
  ids: number[];
  name?: string;
  orderField?: 'id' | 'name';
  orderBy: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const selection = {
  org: organizationRows,
  info: organizationPublicInfo,
  countryName: addrCountries.name,
  regionName: addrRegions.name,
  cityName: addrCities.name,
};

function selectOrganizations(db: Queryable) {
  return db
    .select(selection)
    .from(organizationRows)
    .leftJoin(organizationPublicInfo, eq(organizationPublicInfo.organizationId, organizationRows.id))
    .leftJoin(addrCountries, eq(addrCountries.id, organizationPublicInfo.countryId))
    .leftJoin(addrRegions, eq(addrRegions.id, organizationPublicInfo.regionId))
    .leftJoin(addrCities, eq(addrCities.id, organizationPublicInfo.cityId));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectOrganizations>['execute']>>[number];

/** The API shape; `canEdit` says whether the caller holds organization_u there. */
export function toOrganization(row: Row, canEdit: boolean, urlOf: (key: string) => string): Organization {
  const { org, info } = row;
  return {
    id: org.id,
    name: org.name,
    inn: org.inn,
    kpp: org.kpp,
    ogrn: org.ogrn,
    module_client: org.moduleClient,
    module_supplier: org.moduleSupplier,
    module_inventory: org.moduleInventory,
    module_setting: org.moduleSetting,
    module_news: org.moduleNews,
    logo_url: org.logoKey ? urlOf(org.logoKey) : null,
    time_zone: org.timeZone,
    public_info: {
      description: info?.description ?? null,
      phone: info?.phone ?? null,
      email: info?.email ?? null,
      website: info?.website ?? null,
      country_id: info?.countryId ?? null,
      country_name: row.countryName,
      region_id: info?.regionId ?? null,
      region_name: row.regionName,
      city_id: info?.cityId ?? null,
      city_name: row.cityName,
      street: info?.street ?? null,
      bank_name: info?.bankName ?? null,
      bik: info?.bik ?? null,
      settlement_account: info?.settlementAccount ?? null,
      correspondent_account: info?.correspondentAccount ?? null,
    },
    can_edit: canEdit,
    created_at: org.createdAt.toISOString(),
  };
}

export async function findOrganizationRow(db: Queryable, id: number) {
  const [row] = await selectOrganizations(db).where(eq(organizationRows.id, id));
  return row ?? null;
}

/** A page of the given organizations (the caller passes only the user's own ids). */
export async function listOrganizationRows(db: Queryable, filter: OrganizationListFilter) {
  if (filter.ids.length === 0) return { rows: [], total: 0 };
  const conditions: SQL[] = [inArray(organizationRows.id, filter.ids)];
  if (filter.name) {
    const pattern = `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(ilike(organizationRows.name, pattern));
  }
  const where = and(...conditions);
  const direction = filter.orderBy === 'desc' ? desc : asc;
  const sortColumn = filter.orderField === 'name' ? organizationRows.name : organizationRows.id;
  const rows = await selectOrganizations(db)
    .where(where)
    .orderBy(direction(sortColumn), direction(organizationRows.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(organizationRows)
    .where(where);
  return { rows, total };
}

/** Whether the caller may edit the organization (holds organization_u there). */
export const canEditOrganization = (request: FastifyRequest, id: number) =>
  currentUser(request).memberships.get(id)?.has('organization_u') ?? false;

/** The organization as the caller sees it after a read or a change; 404 when there is none. */
export async function organizationAsSeen(
  db: Queryable,
  request: FastifyRequest,
  id: number,
  urlOf: (key: string) => string,
  editable = canEditOrganization(request, id),
) {
  const row = await findOrganizationRow(db, id);
  if (!row) throw notFound('Организация не найдена');
  return toOrganization(row, editable, urlOf);
}
