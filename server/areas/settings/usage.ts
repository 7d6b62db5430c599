import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../lib/sql';

/**
 * Tables whose rows keep an organization or a sales point from being deleted. An area adds its
 * document table here; a table or column that does not exist (yet) is skipped.
 */
export interface DocumentTable {
  table: string;
  /** Any of these columns equal to the id means "in use". */
  columns: string[];
}

export const ORGANIZATION_DOCUMENT_TABLES: DocumentTable[] = [
  { table: 'goods', columns: ['organization_id'] },
  { table: 'contracts', columns: ['client_organization_id', 'supplier_organization_id'] },
  { table: 'price_lists', columns: ['client_organization_id', 'supplier_organization_id'] },
  { table: 'orders', columns: ['client_organization_id', 'supplier_organization_id'] },
  { table: 'stocktaking_docs', columns: ['organization_id'] },
  { table: 'write_off_docs', columns: ['organization_id'] },
  { table: 'expense_docs', columns: ['organization_id'] },
];

export const SALES_POINT_DOCUMENT_TABLES: DocumentTable[] = [
  { table: 'orders', columns: ['sales_point_id'] },
  { table: 'stocktaking_docs', columns: ['sales_point_id'] },
  { table: 'write_off_docs', columns: ['sales_point_id'] },
  { table: 'expense_docs', columns: ['sales_point_id'] },
];

async function existingColumns(db: Queryable, tables: DocumentTable[]) {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND ${inArray(
          sql`table_name`,
          tables.map((t) => t.table),
        )}`,
  );
  const present = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
  return tables.flatMap((t) =>
    t.columns.filter((c) => present.has(`${t.table}.${c}`)).map((column) => ({ table: t.table, column })),
  );
}

/** True when any listed table has a row that refers to the id. */
export async function isReferenced(db: Queryable, tables: DocumentTable[], id: number): Promise<boolean> {
  const columns = await existingColumns(db, tables);
  if (columns.length === 0) return false;
  const checks = sql.join(
    columns.map(
      ({ table, column }) =>
        sql`EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${id})`,
    ),
    sql` OR `,
  );
  const [row] = await queryRows<{ used: boolean }>(db, sql`SELECT (${checks}) AS used`);
  return row?.used === true;
}
