import { type ColumnMapping, IMPORT_GOODS_KEYS, type ImportKey } from '../../../../contract/import-goods';
import { badRequest } from '../../../errors';

const fold = (header: string) =>
  header
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[^a-zа-я0-9]/g, '');

/** Headers people actually write, folded (lower case, ё→е, letters and digits only). */
const SYNONYMS: Record<ImportKey, string[]> = {
  name: ['наименование', 'название', 'наименованиетовара', 'названиетовара', 'товар', 'name'],
  code: ['артикул', 'код', 'кодтовара', 'артикултовара', 'sku', 'article', 'code'],
  barcode: ['штрихкод', 'штрихкоды', 'шк', 'ean', 'ean13', 'barcode'],
  measure: ['едизм', 'единицаизмерения', 'единица', 'ед', 'measure', 'unit'],
  category: ['категория', 'группа', 'группатоваров', 'раздел', 'category'],
  vat_rate: ['ставкандс', 'ндс', 'ндс%', 'vat'],
  price: ['цена', 'ценаруб', 'ценар', 'базоваяцена', 'стоимость', 'price'],
  description: ['описание', 'description'],
};
const KEY_BY_HEADER = new Map<string, ImportKey>(
  Object.entries(SYNONYMS).flatMap(([key, words]) => words.map((w) => [w, key as ImportKey])),
);
const LABELS = new Map<string, string>(IMPORT_GOODS_KEYS.map((k) => [k.key, k.label]));

/** Header texts made unique and non-empty («Колонка 3», «Цена (2)»). */
export function cleanHeaders(cells: string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, i) => {
    const base = cell.trim().slice(0, 200) || `Колонка ${i + 1}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

export interface ColumnPlan {
  /** header → key, for mapped headers only. */
  mapping: Record<string, ImportKey>;
  /** key → column index. */
  indexOf: Partial<Record<ImportKey, number>>;
  unmappedHeaders: string[];
  missingKeys: ImportKey[];
}

/** Matches headers to import keys: the user's mapping first, then known header names. */
export function planColumns(headers: string[], userMapping: ColumnMapping = {}): ColumnPlan {
  const mapping: Record<string, ImportKey> = {};
  const indexOf: Partial<Record<ImportKey, number>> = {};
  const unmappedHeaders: string[] = [];
  for (const [i, header] of headers.entries()) {
    const chosen = Object.hasOwn(userMapping, header) ? userMapping[header] : KEY_BY_HEADER.get(fold(header));
    if (!chosen) {
      unmappedHeaders.push(header);
      continue;
    }
    const taken = Object.entries(mapping).find(([, key]) => key === chosen);
    if (taken) {
      throw badRequest(
        `Колонки «${taken[0]}» и «${header}» сопоставлены с одним полем «${LABELS.get(chosen)}» — оставьте одну`,
        { mapping: 'Одно поле — одна колонка' },
      );
    }
    mapping[header] = chosen;
    indexOf[chosen] = i;
  }
  const missingKeys = IMPORT_GOODS_KEYS.filter((k) => k.required && indexOf[k.key] === undefined).map(
    (k) => k.key,
  );
  return { mapping, indexOf, unmappedHeaders, missingKeys };
}
