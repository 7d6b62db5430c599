import { eq } from 'drizzle-orm';
import type { publicInfoBody } from '../../../contract/organizations';
import type { z } from '../../../contract/zod';
import type { Queryable } from '../../db/client';
import { addrCities, addrCountries, addrRegions, organizationPublicInfo } from '../../db/schema';
import { badRequest } from '../../errors';
import { organizationRows } from './organizations-columns';

type PublicInfoInput = z.output<typeof publicInfoBody>;

/** Checks the address ids against the dictionaries: each must exist and belong to the one above. */
export async function checkAddress(
  db: Queryable,
  address: { country_id?: number | null; region_id?: number | null; city_id?: number | null },
) {
  const fields: Record<string, string> = {};
  let countryId = address.country_id ?? null;
  let regionId = address.region_id ?? null;
  if (countryId !== null) {
    const [country] = await db.select().from(addrCountries).where(eq(addrCountries.id, countryId));
    if (!country) fields.country_id = 'Страна не найдена в справочнике';
  }
  if (address.city_id != null) {
    const [city] = await db.select().from(addrCities).where(eq(addrCities.id, address.city_id));
    if (!city) fields.city_id = 'Город не найден в справочнике';
    else if (regionId !== null && city.regionId !== regionId)
      fields.city_id = 'Город не относится к выбранному региону';
    else regionId ??= city.regionId;
  }
  if (regionId !== null) {
    const [region] = await db.select().from(addrRegions).where(eq(addrRegions.id, regionId));
    if (!region) fields.region_id = 'Регион не найден в справочнике';
    else if (countryId !== null && !fields.country_id && region.countryId !== countryId)
      fields.region_id = 'Регион не относится к выбранной стране';
    else countryId ??= region.countryId;
  }
  if (Object.keys(fields).length > 0) {
    throw badRequest(`Проверьте адрес: ${Object.values(fields)[0]}`, fields);
  }
  return { countryId, regionId, cityId: address.city_id ?? null };
}

/** Replaces the organization's public card; inn/kpp/ogrn change only when sent. */
export async function savePublicInfo(db: Queryable, organizationId: number, body: PublicInfoInput) {
  const address = await checkAddress(db, body);
  const values = {
    description: body.description ?? null,
    phone: body.phone ?? null,
    email: body.email ?? null,
    website: body.website ?? null,
    countryId: address.countryId,
    regionId: address.regionId,
    cityId: address.cityId,
    street: body.street ?? null,
    bankName: body.bank_name ?? null,
    bik: body.bik ?? null,
    settlementAccount: body.settlement_account ?? null,
    correspondentAccount: body.correspondent_account ?? null,
    updatedAt: new Date(),
  };
  await db
    .insert(organizationPublicInfo)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: organizationPublicInfo.organizationId, set: values });
  const requisites: Partial<typeof organizationRows.$inferInsert> = {};
  if (body.inn !== undefined) requisites.inn = body.inn;
  if (body.kpp !== undefined) requisites.kpp = body.kpp;
  if (body.ogrn !== undefined) requisites.ogrn = body.ogrn;
  if (Object.keys(requisites).length > 0) {
    await db
      .update(organizationRows)
      .set({ ...requisites, updatedAt: new Date() })
      .where(eq(organizationRows.id, organizationId));
  }
}
