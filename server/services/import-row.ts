import { isValidGtin, VAT_RATES } from '../../contract/goods';
import { IMPORT_GOODS_KEYS, type ImportKey } from '../../contract/import-goods';
import type { ColumnPlan } from './import-columns';

/** A row's values; undefined means «not given» (no column or an empty cell) and keeps the good's value. */
export interface GoodCandidate {
  name?: string;
  code?: string;
  barcodes?: string[];
  measureId?: number;
  categoryPath?: string[];
  vatRate?: number | null;
  price?: string;
  description?: string;
}

export interface ParsedRow {
  values: Record<string, string>;
  candidate: GoodCandidate;
  errors: string[];
}

export type MeasureLookup = Map<string, number>;
const LABEL = new Map<string, string>(IMPORT_GOODS_KEYS.map((k) => [k.key, k.label]));
const NO_VAT = new Set(['без ндс', 'без ндс.', 'нет', 'не облагается', '-', '—']);

function parseVat(text: string, errors: string[]): number | null | undefined {
  if (NO_VAT.has(text.toLowerCase())) return null;
  const number = Number(text.replace(/[%\s]/g, '').replace(',', '.'));
  const rate = number > 0 && number < 1 ? Math.round(number * 100) : number;
  if (Number.isInteger(rate) && (VAT_RATES as readonly number[]).includes(rate)) return rate;
  errors.push(`Ставка НДС «${text}» не поддерживается: 0, 10, 20, 22 % или «Без НДС»`);
  return undefined;
}

function parsePrice(text: string, errors: string[]): string | undefined {
  const clean = text.replace(/[\s\u00a0₽]|руб\.?/gi, '').replace(',', '.');
  if (/^-/.test(clean)) errors.push('Цена не может быть отрицательной');
  else if (!/^\d{1,12}(\.\d{1,2})?$/.test(clean)) errors.push(`Цена «${text}» — не число (пример: 1 234,50)`);
  else return Number(clean).toFixed(2);
  return undefined;
}

function parseBarcodes(text: string, errors: string[]): string[] | undefined {
  const list = [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
  const bad = list.filter((code) => !isValidGtin(code));
  if (bad.length > 0) {
    errors.push(
      `Штрихкод «${bad.join('», «')}» неверный: нужны 8, 12, 13 или 14 цифр с верной контрольной цифрой`,
    );
    return undefined;
  }
  if (list.length > 20) errors.push('Не больше 20 штрихкодов у одного товара');
  return list;
}

function parseCategory(text: string, errors: string[]): string[] | undefined {
  const path = text
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);
  if (path.length > 5) errors.push('Категория: не больше 5 уровней вложенности');
  else if (path.some((part) => part.length > 100))
    errors.push('Категория: название уровня не длиннее 100 символов');
  else return path;
  return undefined;
}

function limit(key: ImportKey, text: string, max: number, errors: string[]) {
  if (text.length <= max) return text;
  errors.push(`${LABEL.get(key)}: не длиннее ${max} символов`);
  return undefined;
}

/** Reads one row's cells into values for a good, collecting every problem in Russian. */
export function parseRow(cells: string[], plan: ColumnPlan, measures: MeasureLookup): ParsedRow {
  const values: Record<string, string> = {};
  const errors: string[] = [];
  const candidate: GoodCandidate = {};
  for (const [key, index] of Object.entries(plan.indexOf) as [ImportKey, number][]) {
    const text = (cells[index] ?? '').replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    values[key] = text;
    if (key === 'name') candidate.name = limit(key, text, 255, errors);
    else if (key === 'code') candidate.code = limit(key, text, 64, errors);
    else if (key === 'description')
      candidate.description = limit(key, (cells[index] ?? '').trim(), 5000, errors);
    else if (key === 'barcode') candidate.barcodes = parseBarcodes(text, errors);
    else if (key === 'category') candidate.categoryPath = parseCategory(text, errors);
    else if (key === 'vat_rate') candidate.vatRate = parseVat(text, errors);
    else if (key === 'price') candidate.price = parsePrice(text, errors);
    else if (key === 'measure') {
      candidate.measureId = measures.get(text.toLowerCase().replace(/\.$/, ''));
      if (candidate.measureId === undefined)
        errors.push(`Единица измерения «${text}» не найдена (например: шт, кг, л, уп)`);
    }
  }
  if (plan.indexOf.name !== undefined && !values.name) errors.unshift('Не заполнено наименование');
  if (plan.indexOf.name === undefined)
    errors.unshift('Нет колонки «Наименование» — сопоставьте её с колонкой файла');
  return { values, candidate, errors };
}
