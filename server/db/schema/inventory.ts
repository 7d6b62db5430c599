import { pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { idCol, ref, timestamptz } from './foundation';

// Mirrors the status-history tables of server/db/migrations/0009_inventory.sql, the only inventory
// tables written through Drizzle; every other inventory read and write is raw SQL (server/lib/sql.ts).
const statusHistory = (name: string) =>
  pgTable(name, {
    id: idCol(),
    organizationId: ref('organization_id').notNull(),
    docId: ref('doc_id').notNull(),
    fromStatusId: smallint('from_status_id'),
    toStatusId: smallint('to_status_id').notNull(),
    userId: ref('user_id'),
    realUserId: ref('real_user_id'),
    comment: text('comment'),
    at: timestamptz('at').notNull().defaultNow(),
  });

export const stocktakingStatusHistory = statusHistory('stocktaking_status_history');
export const writeOffStatusHistory = statusHistory('write_off_status_history');
