import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { idCol, ref, timestamps } from './foundation';

export const measures = pgTable('measures', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  fullName: text('full_name').notNull(),
  isFractional: boolean('is_fractional').notNull().default(false),
});

export type WorkingHours = Partial<
  Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', { from: string; to: string }>
>;

export const salesPoints = pgTable('sales_points', {
  id: idCol(),
  organizationId: ref('organization_id').notNull(),
  name: text('name').notNull(),
  address: text('address'),
  cityId: ref('city_id'),
  phone: text('phone'),
  workingHours: jsonb('working_hours').$type<WorkingHours>().notNull().default({}),
  timeZone: text('time_zone').notNull().default('Europe/Moscow'),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const goodCategories = pgTable('good_categories', {
  id: idCol(),
  organizationId: ref('organization_id').notNull(),
  parentId: ref('parent_id'),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  ...timestamps,
});

export const goods = pgTable('goods', {
  id: idCol(),
  organizationId: ref('organization_id').notNull(),
  name: text('name').notNull(),
  code: text('code'),
  barcodes: text('barcodes').array().notNull().default([]),
  measureId: smallint('measure_id').notNull().default(1),
  categoryId: ref('category_id'),
  vatRate: smallint('vat_rate'),
  description: text('description'),
  globalCategoryId: ref('global_category_id'),
  isPublished: boolean('is_published').notNull().default(false),
  /** NUMERIC(14,2) as a string, never a float. */
  basePrice: numeric('base_price', { precision: 14, scale: 2 }),
  nameSearch: text('name_search').generatedAlwaysAs(sql`search_fold(name)`),
  /** Published by a visible supplier: kept by triggers (migration 0020), never written by the app. */
  onMarketplace: boolean('on_marketplace').notNull().default(false),
  ...timestamps,
});
