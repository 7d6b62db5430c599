import { eq, sql } from 'drizzle-orm';
import type { ImportOutcome } from '../../../../contract/import-goods';
import type { Queryable } from '../../../db/client';
import { goodCategories, goods, measures } from '../../../db/schema';
import { queryRows } from '../../../lib/sql';
import type { ColumnPlan } from './columns';
import { type GoodCandidate, type MeasureLookup, parseRow } from './row';

/** The columns a row is compared with, and nothing more. */
type Snapshot = Pick<
  typeof goods.$inferSelect,
  'id' | 'name' | 'code' | 'barcodes' | 'measureId' | 'categoryId' | 'vatRate' | 'basePrice' | 'description'
>;

/** What a row is compared with: the organization's goods, categories and the measures. */
export interface ImportContext {
  organizationId: number;
  /** A fingerprint of everything below, taken before it was read (see goodsStamp). */
  stamp: string;
  measures: MeasureLookup;
  byCode: Map<string, Snapshot>;
  byBarcode: Map<string, Snapshot>;
  categoryPath: Map<number, string>;
}

const keys = new WeakMap<string[], string>();

/** A category path as it is compared: «Молочные продукты / Сыры» → «молочные продукты / сыры». */
export function pathKey(path: string[]): string {
  let key = keys.get(path);
  if (key === undefined) {
    key = path.map((p) => p.toLowerCase().replaceAll('ё', 'е')).join(' / ');
    keys.set(path, key);
  }
  return key;
}

/**
 * A fingerprint of what the analysis of rows depends on: the organization's goods (the compared
 * columns), its categories and the measures. The dry run stores it with the file; applying compares
 * it with the current one and re-checks the rows only when something changed in between.
 */
export async function goodsStamp(db: Queryable, organizationId: number): Promise<string> {
  const [row] = await queryRows<{ stamp: string }>(
    db,
    sql`SELECT concat_ws(':',
      (SELECT count(*) || '/' || coalesce(sum(hashtextextended(
         (g.id, g.name, g.code, g.barcodes, g.measure_id, g.category_id, g.vat_rate, g.base_price, g.description)::text, 0)), 0)
       FROM goods g WHERE g.organization_id = ${organizationId}),
      (SELECT count(*) || '/' || coalesce(sum(hashtextextended((c.id, c.parent_id, c.name)::text, 0)), 0)
       FROM good_categories c WHERE c.organization_id = ${organizationId}),
      (SELECT count(*) || '/' || coalesce(sum(hashtextextended((m.id, m.name, m.full_name)::text, 0)), 0)
       FROM measures m)) AS stamp`,
  );
  return row.stamp;
}

/** Category id → path key («молочные продукты / сыры») of an organization. */
export async function loadCategoryPaths(db: Queryable, organizationId: number) {
  const categories = await db
    .select({ id: goodCategories.id, parentId: goodCategories.parentId, name: goodCategories.name })
    .from(goodCategories)
    .where(eq(goodCategories.organizationId, organizationId));
  const byId = new Map(categories.map((c) => [c.id, c]));
  const categoryPath = new Map<number, string>();
  const pathOf = (id: number, depth = 0): string[] => {
    const c = byId.get(id);
    if (!c || depth > 50) return [];
    return c.parentId ? [...pathOf(c.parentId, depth + 1), c.name] : [c.name];
  };
  for (const c of categories) categoryPath.set(c.id, pathKey(pathOf(c.id)));
  return categoryPath;
}

/** Reads the organization's goods once, keyed by code and by barcode, with the compared columns only. */
export async function loadImportContext(db: Queryable, organizationId: number): Promise<ImportContext> {
  const stamp = await goodsStamp(db, organizationId);
  const measureRows = await db.select().from(measures);
  const lookup: MeasureLookup = new Map();
  for (const m of measureRows) {
    lookup.set(m.fullName.toLowerCase(), m.id);
    lookup.set(m.name.toLowerCase(), m.id);
  }
  const goodRows = await db
    .select({
      id: goods.id,
      name: goods.name,
      code: goods.code,
      barcodes: goods.barcodes,
      measureId: goods.measureId,
      categoryId: goods.categoryId,
      vatRate: goods.vatRate,
      basePrice: goods.basePrice,
      description: goods.description,
    })
    .from(goods)
    .where(eq(goods.organizationId, organizationId));
  const byCode = new Map<string, Snapshot>();
  const byBarcode = new Map<string, Snapshot>();
  for (const g of goodRows) {
    if (g.code) byCode.set(g.code, g);
    for (const b of g.barcodes) byBarcode.set(b, g);
  }
  const categoryPath = await loadCategoryPaths(db, organizationId);
  return { organizationId, stamp, measures: lookup, byCode, byBarcode, categoryPath };
}

/** One analysed row: the outcome, the reasons of an error, the matched good and the values to write. */
export interface AnalysedRow {
  rowNumber: number;
  cells: string[];
  outcome: ImportOutcome;
  errors: string[];
  goodId: number | null;
  /** The values to write for a new or changed good; null for error and unchanged rows. */
  good: GoodCandidate | null;
}

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && (a.length === 1 ? a[0] === b[0] : [...a].sort().join() === [...b].sort().join());

function differs(c: GoodCandidate, g: Snapshot, ctx: ImportContext): boolean {
  if (c.name !== undefined && c.name !== g.name) return true;
  if (c.code !== undefined && c.code !== g.code) return true;
  if (c.barcodes !== undefined && !sameList(c.barcodes, g.barcodes)) return true;
  if (c.measure_id !== undefined && c.measure_id !== g.measureId) return true;
  if (c.cat !== undefined) {
    const current = g.categoryId ? ctx.categoryPath.get(g.categoryId) : '';
    if (pathKey(c.cat) !== current) return true;
  }
  if (c.vat_rate !== undefined && c.vat_rate !== g.vatRate) return true;
  if (c.base_price !== undefined && (g.basePrice === null || Number(g.basePrice).toFixed(2) !== c.base_price))
    return true;
  if (c.description !== undefined && c.description !== g.description) return true;
  return false;
}

/**
 * Compares the rows of one file with the organization's goods: upsert by code, then by barcode.
 * Tracks codes, barcodes and goods already claimed by earlier rows of the same file.
 */
export function createAnalyser(ctx: ImportContext, plan: ColumnPlan) {
  const codeRow = new Map<string, number>();
  const barcodeRow = new Map<string, number>();
  const goodRow = new Map<number, number>();

  return function analyse(rowNumber: number, cells: string[]): AnalysedRow {
    const { candidate, errors } = parseRow(cells, plan, ctx.measures);
    let target: Snapshot | undefined;
    if (candidate.code) {
      const earlier = codeRow.get(candidate.code);
      if (earlier) errors.push(`Артикул «${candidate.code}» уже встречался в строке ${earlier}`);
      target = ctx.byCode.get(candidate.code);
    }
    for (const b of candidate.barcodes ?? []) {
      const earlier = barcodeRow.get(b);
      if (earlier) errors.push(`Штрихкод ${b} уже встречался в строке ${earlier}`);
      const owner = ctx.byBarcode.get(b);
      if (!owner) continue;
      if (!target) target = owner;
      else if (owner.id !== target.id) errors.push(`Штрихкод ${b} уже у другого товара: «${owner.name}»`);
    }
    if (target) {
      const earlier = goodRow.get(target.id);
      if (earlier) errors.push(`Этот товар («${target.name}») уже изменяется строкой ${earlier}`);
    }
    let outcome: ImportOutcome = 'error';
    if (errors.length === 0) {
      if (candidate.code) codeRow.set(candidate.code, rowNumber);
      for (const b of candidate.barcodes ?? []) barcodeRow.set(b, rowNumber);
      if (target) goodRow.set(target.id, rowNumber);
      outcome = !target ? 'new' : differs(candidate, target, ctx) ? 'update' : 'unchanged';
    }
    const good = outcome === 'new' || outcome === 'update' ? candidate : null;
    return { rowNumber, cells, outcome, errors, goodId: target?.id ?? null, good };
  };
}
