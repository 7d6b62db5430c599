import { type SQL, sql } from 'drizzle-orm';
import type { ImportCounts, ImportOutcome, ImportRow } from '../../../../contract/import-goods';
import type { Queryable } from '../../../db/client';
import type { importFiles } from '../../../db/schema';
import { queryRows } from '../../../lib/sql';
import { type AnalysedRow, pathKey } from './analyse';
import type { ColumnPlan } from './columns';
import { rowValues } from './row';

/** Rows of a file stored together in one row of import_chunks. */
export const CHUNK_ROWS = 1_000;

/** A stored row: [row number, cells, outcome, errors or null, matched good id or null]. */
export type StoredRow = [number, string[], ImportOutcome, string[] | null, number | null];

export const emptyCounts = (): ImportCounts => ({
  rows_total: 0,
  rows_new: 0,
  rows_update: 0,
  rows_unchanged: 0,
  rows_error: 0,
});

export function countRow(counts: ImportCounts, outcome: ImportOutcome) {
  counts.rows_total++;
  if (outcome === 'new') counts.rows_new++;
  else if (outcome === 'update') counts.rows_update++;
  else if (outcome === 'unchanged') counts.rows_unchanged++;
  else counts.rows_error++;
}

/**
 * A good's values as the apply reads them (jsonb_to_recordset): the columns of goods, `ck` the
 * category path key ('' clears the category; absent keeps it) and `nv` for an explicit «Без НДС».
 */
interface StoredGood {
  id?: number | null;
  name?: string;
  code?: string;
  barcodes?: string[];
  measure_id?: number;
  vat_rate?: number | null;
  nv?: true;
  base_price?: string;
  description?: string;
  ck?: string;
}

/** Collects analysed rows into chunks of CHUNK_ROWS. */
export class ChunkBuilder {
  counts = emptyCounts();
  rows: StoredRow[] = [];
  goodsNew: StoredGood[] = [];
  goodsUpdate: StoredGood[] = [];
  categories = new Map<string, string[]>();

  add(row: AnalysedRow) {
    countRow(this.counts, row.outcome);
    this.rows.push([
      row.rowNumber,
      row.cells,
      row.outcome,
      row.errors.length > 0 ? row.errors : null,
      row.outcome === 'new' ? null : row.goodId,
    ]);
    const good = row.good;
    if (!good) return;
    const values: StoredGood = {
      id: row.outcome === 'update' ? row.goodId : undefined,
      name: good.name,
      code: good.code,
      barcodes: good.barcodes,
      measure_id: good.measure_id,
      vat_rate: good.vat_rate,
      nv: good.vat_rate === null ? true : undefined,
      base_price: good.base_price,
      description: good.description,
      ck: undefined,
    };
    if (good.cat !== undefined) {
      values.ck = pathKey(good.cat);
      if (good.cat.length > 0) this.categories.set(values.ck, good.cat);
    }
    if (row.outcome === 'new') this.goodsNew.push(values);
    else this.goodsUpdate.push(values);
  }

  get full() {
    return this.rows.length >= CHUNK_ROWS;
  }

  /** The chunk's columns as SQL values; the new rows' good ids are taken from the sequence here. */
  take(): SQL[] {
    const c = this.counts;
    const values = [
      sql`${c.rows_total}`,
      sql`${c.rows_new}`,
      sql`${c.rows_update}`,
      sql`${c.rows_unchanged}`,
      sql`${c.rows_error}`,
      sql`${JSON.stringify(this.rows)}`,
      sql`${JSON.stringify(this.goodsNew)}::jsonb`,
      sql`ARRAY(SELECT nextval('goods_id_seq') FROM generate_series(1, ${c.rows_new}))`,
      sql`${JSON.stringify(this.goodsUpdate)}::jsonb`,
      sql`${JSON.stringify([...this.categories.values()])}::jsonb`,
    ];
    this.counts = emptyCounts();
    this.rows = [];
    this.goodsNew = [];
    this.goodsUpdate = [];
    this.categories = new Map();
    return values;
  }
}

const COLUMNS = sql.raw(
  'rows_total, rows_new, rows_update, rows_unchanged, rows_error, "rows", goods_new, good_ids, goods_update, categories',
);

export async function insertChunk(
  db: Queryable,
  file: { id: number; organizationId: number },
  chunkNo: number,
  values: SQL[],
) {
  await db.execute(sql`INSERT INTO import_chunks (organization_id, file_id, chunk_no, ${COLUMNS})
    VALUES (${file.organizationId}, ${file.id}, ${chunkNo}, ${sql.join(values, sql`, `)})`);
}

export async function replaceChunk(db: Queryable, fileId: number, chunkNo: number, values: SQL[]) {
  await db.execute(sql`UPDATE import_chunks SET (${COLUMNS}) = (${sql.join(values, sql`, `)})
    WHERE file_id = ${fileId} AND chunk_no = ${chunkNo}`);
}

interface StoredChunk {
  chunk_no: number;
  rows: string;
  good_ids: (string | number)[];
}

/** The chunks of a file in order, a few at a time (the error file, a new analysis). */
export async function* fileChunks(
  db: Queryable,
  fileId: number,
  onlyWith?: 'rows_error',
): AsyncGenerator<{ chunkNo: number; rows: StoredRow[] }> {
  const filter = onlyWith ? sql.raw(` AND ${onlyWith} > 0`) : sql``;
  let after = -1;
  for (;;) {
    const chunks = await queryRows<StoredChunk>(
      db,
      sql`SELECT chunk_no, "rows" FROM import_chunks WHERE file_id = ${fileId} AND chunk_no > ${after}${filter}
          ORDER BY chunk_no LIMIT 10`,
    );
    for (const chunk of chunks) yield { chunkNo: chunk.chunk_no, rows: JSON.parse(chunk.rows) };
    if (chunks.length < 10) return;
    after = chunks[chunks.length - 1].chunk_no;
  }
}

const COUNT_COLUMN: Record<ImportOutcome | 'all', string> = {
  all: 'rows_total',
  new: 'rows_new',
  update: 'rows_update',
  unchanged: 'rows_unchanged',
  error: 'rows_error',
};

/** A row's id in the listing: unique across files while file ids stay below 2^33. */
const rowId = (fileId: number, ordinal: number) => fileId * 2 ** 20 + ordinal;

export interface RowsPage {
  outcome?: ImportOutcome;
  descending: boolean;
  limit: number;
  offset: number;
}

/**
 * A page of a file's rows, optionally of one outcome: the counts per chunk say which chunks hold
 * it, and only those are read.
 */
export async function listRows(
  db: Queryable,
  file: typeof importFiles.$inferSelect,
  plan: ColumnPlan,
  page: RowsPage,
): Promise<{ items: ImportRow[]; total: number }> {
  const totals: Record<ImportOutcome | 'all', number> = {
    all: file.rowsTotal,
    new: file.rowsNew,
    update: file.rowsUpdate,
    unchanged: file.rowsUnchanged,
    error: file.rowsError,
  };
  const total = totals[page.outcome ?? 'all'];
  if (page.offset >= total || page.limit === 0) return { items: [], total };
  // The page as positions [from, to) among the file's rows of that outcome in row order.
  const to = page.descending ? total - page.offset : Math.min(total, page.offset + page.limit);
  const from = page.descending ? Math.max(0, total - page.offset - page.limit) : page.offset;
  const n = sql.raw(COUNT_COLUMN[page.outcome ?? 'all']);
  const chunks = await queryRows<StoredChunk & { before: string | number }>(
    db,
    sql`SELECT c.chunk_no, c."rows", c.good_ids, w.before
        FROM (SELECT chunk_no, ${n} AS n, sum(${n}) OVER (ORDER BY chunk_no) - ${n} AS before
              FROM import_chunks WHERE file_id = ${file.id}) w
        JOIN import_chunks c ON c.file_id = ${file.id} AND c.chunk_no = w.chunk_no
        WHERE w.n > 0 AND w.before < ${to} AND w.before + w.n > ${from}
        ORDER BY c.chunk_no`,
  );
  const applied = file.status === 'applied';
  const items: ImportRow[] = [];
  for (const chunk of chunks) {
    const rows: StoredRow[] = JSON.parse(chunk.rows);
    let position = Number(chunk.before);
    let newRows = 0;
    for (const [index, [rowNumber, cells, outcome, errors, goodId]] of rows.entries()) {
      const newIndex = outcome === 'new' ? newRows++ : -1;
      if (page.outcome && outcome !== page.outcome) continue;
      const at = position++;
      if (at < from || at >= to) continue;
      items.push({
        id: rowId(file.id, chunk.chunk_no * CHUNK_ROWS + index + 1),
        file_id: file.id,
        row_number: rowNumber,
        values: rowValues(cells, plan),
        outcome,
        errors: errors ?? [],
        // A new row's good exists once the file is applied.
        good_id: newIndex < 0 ? goodId : applied ? Number(chunk.good_ids[newIndex]) : null,
      });
    }
  }
  if (page.descending) items.reverse();
  return { items, total };
}
