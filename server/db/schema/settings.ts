import { bigserial, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ref, updatedAt } from './foundation';

// Mirrors migrations 0003_settings.sql and 0004_dictionaries.sql. The columns 0003 adds to
// organizations are declared in server/areas/settings/organizations-columns.ts until foundation.ts has them.

export const organizationPublicInfo = pgTable('organization_public_info', {
  organizationId: ref('organization_id').primaryKey(),
  description: text('description'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  countryId: smallint('country_id'),
  regionId: smallint('region_id'),
  cityId: ref('city_id'),
  street: text('street'),
  bankName: text('bank_name'),
  bik: text('bik'),
  settlementAccount: text('settlement_account'),
  correspondentAccount: text('correspondent_account'),
  updatedAt: updatedAt(),
});

export const addrCountries = pgTable('addr_countries', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
});

export const addrRegions = pgTable('addr_regions', {
  id: smallint('id').primaryKey(),
  countryId: smallint('country_id').notNull(),
  name: text('name').notNull(),
  nameSearch: text('name_search'),
});

export const addrCities = pgTable('addr_cities', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  regionId: smallint('region_id').notNull(),
  name: text('name').notNull(),
  nameSearch: text('name_search'),
});

export const writeOffReasonTemplates = pgTable('write_off_reason_templates', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
});
