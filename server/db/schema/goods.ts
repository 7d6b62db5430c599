import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ImportFileStatus } from '../../../contract/import-goods';
import { createdAt, idCol, ref, timestamptz } from './foundation';

// Mirrors server/db/migrations/0006_goods.sql, 0013 and 0016 (goods and good_categories are in core.ts).

export const goodFileAssets = pgTable('good_file_assets', {
  id: idCol(),
  organizationId: ref('organization_id').notNull(),
  goodId: ref('good_id').notNull(),
  storageKey: text('storage_key').notNull(),
  url: text('url').notNull(),
  mime: text('mime').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const importFiles = pgTable('import_files', {
  id: idCol(),
  organizationId: ref('organization_id').notNull(),
  userId: ref('user_id'),
  fileName: text('file_name').notNull(),
  fileType: text('file_type').$type<'xlsx' | 'csv' | 'commerceml'>().notNull(),
  status: text('status').$type<ImportFileStatus>().notNull().default('analysed'),
  headers: jsonb('headers').$type<string[]>().notNull().default([]),
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull().default({}),
  rowsTotal: integer('rows_total').notNull().default(0),
  rowsNew: integer('rows_new').notNull().default(0),
  rowsUpdate: integer('rows_update').notNull().default(0),
  rowsUnchanged: integer('rows_unchanged').notNull().default(0),
  rowsError: integer('rows_error').notNull().default(0),
  createdAt: createdAt(),
  appliedAt: timestamptz('applied_at'),
  /** The fingerprint of the goods the dry run compared the rows with (goodsStamp). */
  goodsStamp: text('goods_stamp'),
});
