import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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

/** A file's analysed rows, 1 000 to a chunk (migration 0016_import_chunks.sql). */
export const importChunks = pgTable(
  'import_chunks',
  {
    organizationId: ref('organization_id').notNull(),
    fileId: ref('file_id').notNull(),
    chunkNo: integer('chunk_no').notNull(),
    rowsTotal: integer('rows_total').notNull(),
    rowsNew: integer('rows_new').notNull(),
    rowsUpdate: integer('rows_update').notNull(),
    rowsUnchanged: integer('rows_unchanged').notNull(),
    rowsError: integer('rows_error').notNull(),
    /** JSON text: [[row number, cells, outcome, errors or null, matched good id or null], …]. */
    rows: text('rows').notNull(),
    /** The new rows' values for goods (see GoodCandidate), in row order. */
    goodsNew: jsonb('goods_new').$type<Record<string, unknown>[]>().notNull().default([]),
    /** The ids the new rows' goods get, in the order of goodsNew. */
    goodIds: ref('good_ids').array().notNull().default([]),
    /** The changed rows' values for goods, each with the id of its good. */
    goodsUpdate: jsonb('goods_update').$type<Record<string, unknown>[]>().notNull().default([]),
    /** The category paths of the new and changed rows, each once. */
    categories: jsonb('categories').$type<string[][]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.chunkNo] })],
);
