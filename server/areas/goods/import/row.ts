import { barcodeProblem, VAT_RATES } from '../../../../contract/goods';
import { IMPORT_GOODS_KEYS, type ImportKey } from '../../../../contract/import-goods';
import type { ColumnPlan } from './columns';

/**
 * A row's values for a good, named as the columns of `goods`; a missing key means «not given» (no
 * column or an empty cell) and keeps the good's value. Stored as is (jsonb) for the apply.
 */
export interface GoodCandidate {
  name?: string;
  code?: string;
  barcodes?: string[];
  measure_id?: number;
  /** Category path («Молочные продукты / Сыры» → two names); [] clears the category. */
  cat?: string[];
  vat_rate?: number | null;
  base_price?: string;
  description?: string;
}

export interface ParsedRow {
  candidate: GoodCandidate;
  errors: string[];
}

export type MeasureLookup = Map<string, number>;
const LABEL = new Map<string, string>(IMPORT_GOODS_KEYS.map((k) => [k.key, k.label]));
const NO_VAT = new Set(['без ндс', 'без ндс.', 'нет', 'не облагается', '-', '—']);
const VAT_TEXT = new Map<string, number>(
  VAT_RATES.flatMap((rate) => [
    [String(rate), rate],
    [`${rate}%`, rate],
    [`${rate} %`, rate],
  ]),
);

function parseVat(text: string, errors: string[]): number | null | undefined {
  const known = VAT_TEXT.get(text);
  if (known !== undefined) return known;
  if (NO_VAT.has(text.toLowerCase())) return null;
  const number = Number(text.replace(/[%\s]/g, '').replace(',', '.'));
  const rate = number > 0 && number < 1 ? Math.round(number * 100) : number;
  if (Number.isInteger(rate) && (VAT_RATES as readonly number[]).includes(rate)) return rate;
  errors.push(`Ставка НДС «${text}» не поддерживается: 0, 10, 20, 22 % или «Без НДС»`);
  return undefined;
}

const PLAIN_PRICE = /^\d{1,12}([.,]\d{1,2})?$/;

function parsePrice(text: string, errors: string[]): string | undefined {
  if (PLAIN_PRICE.test(text)) return Number(text.replace(',', '.')).toFixed(2);
  const clean = text.replace(/[\s\u00a0₽]|руб\.?/gi, '').replace(',', '.');
  if (/^-/.test(clean)) errors.push('Цена не может быть отрицательной');
  else if (!/^\d{1,12}(\.\d{1,2})?$/.test(clean)) errors.push(`Цена «${text}» — не число (пример: 1 234,50)`);
  else return Number(clean).toFixed(2);
  return undefined;
}

function parseBarcodes(text: string, errors: string[]): string[] | undefined {
  const list = /^\d+$/.test(text) ? [text] : [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
  const problems = list.map(barcodeProblem).filter((problem): problem is string => problem !== null);
  if (problems.length > 0) {
    errors.push(problems.join('; '));
    return undefined;
  }
  if (list.length > 20) errors.push('Не больше 20 штрихкодов у одного товара');
  return list;
}

/** Category texts repeat through a price list: each is split once (the paths are never changed). */
const knownPaths = new Map<string, string[]>();

function parseCategory(text: string, errors: string[]): string[] | undefined {
  const known = knownPaths.get(text);
  if (known) return known;
  const path = text
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);
  if (path.length > 5) errors.push('Категория: не больше 5 уровней вложенности');
  else if (path.some((part) => part.length > 100))
    errors.push('Категория: название уровня не длиннее 100 символов');
  else {
    if (knownPaths.size >= 10_000) knownPaths.clear();
    knownPaths.set(text, Object.freeze(path) as string[]);
    return path;
  }
  return undefined;
}

function limit(key: ImportKey, text: string, max: number, errors: string[]) {
  if (text.length <= max) return text;
  errors.push(`${LABEL.get(key)}: не длиннее ${max} символов`);
  return undefined;
}

const MESSY_SPACE = /\s\s|[\t\n\r\f\v\u00a0\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/** A cell as the text a value is read from: runs of white space made one space, trimmed. */
export function cellValue(cell: string | undefined): string {
  if (!cell) return '';
  return MESSY_SPACE.test(cell) ? cell.replace(/\s+/g, ' ').trim() : cell.trim();
}

/** The non-empty values of a row by import key, as the dry run shows them. */
export function rowValues(cells: string[], plan: Pick<ColumnPlan, 'indexOf'>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, index] of Object.entries(plan.indexOf)) {
    const text = cellValue(cells[index as number]);
    if (text !== '') values[key] = text;
  }
  return values;
}

const valueAt = (cells: string[], index: number | undefined) =>
  index === undefined ? '' : cellValue(cells[index]);

/** Reads one row's cells into values for a good, collecting every problem in Russian. */
export function parseRow(cells: string[], plan: ColumnPlan, measures: MeasureLookup): ParsedRow {
  const errors: string[] = [];
  const candidate: GoodCandidate = {};
  const at = plan.indexOf;
  if (at.name === undefined) errors.push('Нет колонки «Наименование» — сопоставьте её с колонкой файла');
  const name = valueAt(cells, at.name);
  if (at.name !== undefined && name === '') errors.push('Не заполнено наименование');
  else if (name !== '') candidate.name = limit('name', name, 255, errors);
  const code = valueAt(cells, at.code);
  if (code !== '') candidate.code = limit('code', code, 64, errors);
  const barcode = valueAt(cells, at.barcode);
  if (barcode !== '') candidate.barcodes = parseBarcodes(barcode, errors);
  const measure = valueAt(cells, at.measure);
  if (measure !== '') {
    candidate.measure_id = measures.get(measure.toLowerCase().replace(/\.$/, ''));
    if (candidate.measure_id === undefined)
      errors.push(`Единица измерения «${measure}» не найдена (например: шт, кг, л, уп)`);
  }
  const category = valueAt(cells, at.category);
  if (category !== '') candidate.cat = parseCategory(category, errors);
  const vat = valueAt(cells, at.vat_rate);
  if (vat !== '') candidate.vat_rate = parseVat(vat, errors);
  const price = valueAt(cells, at.price);
  if (price !== '') candidate.base_price = parsePrice(price, errors);
  if (at.description !== undefined && valueAt(cells, at.description) !== '')
    candidate.description = limit('description', (cells[at.description] ?? '').trim(), 5000, errors);
  return { candidate, errors };
}
