import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idCol, ref, timestamps } from './foundation';

export const globalCategories = pgTable('global_categories', {
  id: idCol(),
  parentId: ref('parent_id'),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  position: integer('position').notNull().default(0),
  isMainNavEnabled: boolean('is_main_nav_enabled').notNull().default(true),
  ...timestamps,
});
