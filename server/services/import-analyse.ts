import { eq, sql } from 'drizzle-orm';
import type { ImportOutcome } from '../../contract/import-goods';
import type { Queryable } from '../db/client';
import { goodCategories, goods, measures } from '../db/schema';
import type { ColumnPlan } from './import-columns';
import { type GoodCandidate, type MeasureLookup, parseRow } from './import-row';

type Snapshot = Pick<
  typeof goods.$inferSelect,
  'id' | 'name' | 'code' | 'barcodes' | 'measureId' | 'categoryId' | 'vatRate' | 'basePrice' | 'description'
>;

/** What a row is compared with: the organization's goods, categories and the measures. */
export interface ImportContext {
  organizationId: number;
  measures: MeasureLookup;
  byCode: Map<string, Snapshot>;
  byBarcode: Map<string, Snapshot>;
  categoryPath: Map<number, string>;
}

export const pathKey = (path: string[]) => path.map((p) => p.toLowerCase().replaceAll('ё', 'е')).join(' / ');

export async function loadImportContext(db: Queryable, organizationId: number): Promise<ImportContext> {
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
  const categories = await db
    .select({ id: goodCategories.id, parentId: goodCategories.parentId, name: goodCategories.name })
    .from(goodCategories)
    .where(sql`${goodCategories.organizationId} = ${organizationId}`);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const categoryPath = new Map<number, string>();
  const pathOf = (id: number, depth = 0): string[] => {
    const c = byId.get(id);
    if (!c || depth > 50) return [];
    return c.parentId ? [...pathOf(c.parentId, depth + 1), c.name] : [c.name];
  };
  for (const c of categories) categoryPath.set(c.id, pathKey(pathOf(c.id)));
  return { organizationId, measures: lookup, byCode, byBarcode, categoryPath };
}

export interface AnalysedRow {
  rowNumber: number;
  cells: string[];
  values: Record<string, string>;
  outcome: ImportOutcome;
  errors: string[];
  goodId: number | null;
  candidate: GoodCandidate;
}

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

function differs(c: GoodCandidate, g: Snapshot, ctx: ImportContext): boolean {
  if (c.name !== undefined && c.name !== g.name) return true;
  if (c.code !== undefined && c.code !== g.code) return true;
  if (c.barcodes !== undefined && !sameList(c.barcodes, g.barcodes)) return true;
  if (c.measureId !== undefined && c.measureId !== g.measureId) return true;
  if (c.categoryPath !== undefined) {
    const current = g.categoryId ? ctx.categoryPath.get(g.categoryId) : '';
    if (pathKey(c.categoryPath) !== current) return true;
  }
  if (c.vatRate !== undefined && c.vatRate !== g.vatRate) return true;
  if (c.price !== undefined && (g.basePrice === null || Number(g.basePrice).toFixed(2) !== c.price))
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
    const { values, candidate, errors } = parseRow(cells, plan, ctx.measures);
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
    return { rowNumber, cells, values, outcome, errors, goodId: target?.id ?? null, candidate };
  };
}
