import {
  backgroundQuery,
  boolQuery,
  id,
  isoDateTime,
  keysOf,
  listQuery,
  listResponse,
  ownedRow,
} from './common';
import { z } from './zod';

/** Columns an import file may carry (the dictionary import_goods_keys); labels are the template headers. */
export const IMPORT_GOODS_KEYS = [
  { key: 'name', label: 'Наименование', required: true },
  { key: 'code', label: 'Артикул', required: false },
  { key: 'barcode', label: 'Штрихкод', required: false },
  { key: 'measure', label: 'Ед. изм.', required: false },
  { key: 'category', label: 'Категория', required: false },
  { key: 'vat_rate', label: 'Ставка НДС', required: false },
  { key: 'price', label: 'Цена', required: false },
  { key: 'description', label: 'Описание', required: false },
] as const;
export type ImportKey = (typeof IMPORT_GOODS_KEYS)[number]['key'];
export const IMPORT_KEY_NAMES = IMPORT_GOODS_KEYS.map((k) => k.key) as [ImportKey, ...ImportKey[]];
export const importKey = z.enum(IMPORT_KEY_NAMES, { error: 'Неизвестное поле импорта' });

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;

export const OUTCOME_LABELS = {
  new: 'Новый',
  update: 'Изменение',
  unchanged: 'Без изменений',
  error: 'Ошибка',
};
export const IMPORT_OUTCOMES = keysOf(OUTCOME_LABELS);
export type ImportOutcome = keyof typeof OUTCOME_LABELS;

export const FILE_STATUS_LABELS = {
  checking: 'Проверяется',
  analysed: 'Проверен, не применён',
  applying: 'Применяется',
  applied: 'Применён',
};
export const IMPORT_FILE_STATUSES = keysOf(FILE_STATUS_LABELS);
export type ImportFileStatus = keyof typeof FILE_STATUS_LABELS;

/** Column header → import key; null or '' ignores the column. */
export const columnMapping = z.record(
  z.string().max(200),
  z.union([importKey, z.literal(''), z.null()], { error: 'Неизвестное поле импорта' }),
);
export type ColumnMapping = z.infer<typeof columnMapping>;

/** The `mapping` form field: the same mapping as JSON text. */
export const mappingField = z
  .string()
  .max(20_000, 'Слишком длинное сопоставление колонок')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Сопоставление колонок: ожидается JSON' });
      return z.NEVER;
    }
  })
  .pipe(columnMapping);

export const uploadParams = z.object({ orgId: id });
const background = backgroundQuery;
export const uploadQuery = z.object({ dry_run: boolQuery.default(true), background });
export const applyQuery = z.object({ background });
export const fileParams = z.object({ orgId: id, fileId: id });
export const remapBody = z.strictObject({ mapping: columnMapping });

/** All rows of the file, and a counter per outcome. */
export const importCounts = z.object({
  rows_total: z.number().int(),
  ...(Object.fromEntries(IMPORT_OUTCOMES.map((outcome) => [`rows_${outcome}`, z.number().int()])) as Record<
    `rows_${ImportOutcome}`,
    z.ZodNumber
  >),
});
export type ImportCounts = z.infer<typeof importCounts>;

export const importFile = z
  .object({
    ...ownedRow(),
    file_name: z.string(),
    file_type: z.enum(['xlsx', 'csv', 'commerceml']),
    status: z.enum(IMPORT_FILE_STATUSES),
    headers: z.array(z.string()),
    mapping: z.record(z.string(), importKey),
    unmapped_headers: z.array(z.string()),
    missing_keys: z.array(importKey),
    created_at: isoDateTime,
    applied_at: isoDateTime.nullable(),
    user_name: z.string().nullable(),
    ...importCounts.shape,
  })
  .meta({ id: 'ImportFile' });
export type ImportFile = z.infer<typeof importFile>;

export const importFilesQuery = listQuery(['id'] as const).extend({ organization_id: id.optional() });
export const importFilesResponse = listResponse(importFile);

export const importRow = z
  .object({
    id: z.number(),
    file_id: z.number(),
    row_number: z.number().int(),
    values: z.record(z.string(), z.string()),
    outcome: z.enum(IMPORT_OUTCOMES),
    errors: z.array(z.string()),
    good_id: z.number().nullable(),
  })
  .meta({ id: 'ImportRow' });
export type ImportRow = z.infer<typeof importRow>;

export const importRowsQuery = listQuery(['row_number'] as const, { defaultLimit: 100 }).extend({
  file_id: id,
  outcome: z.enum(IMPORT_OUTCOMES, { error: 'Фильтр: new, update, unchanged или error' }).optional(),
});
export const importRowsResponse = listResponse(importRow);
