import {
  boolQuery,
  id,
  idList,
  idName,
  idNameOrNull,
  listQuery,
  listResponse,
  oneLine,
  optionalOneLine,
  optionalText,
  ownedRow,
  timestamps,
} from './common';
import { z } from './zod';

/** VAT rates a good may carry; null is «Без НДС». */
export const VAT_RATES = [0, 5, 7, 10, 20, 22] as const;
/** The choices the catalogue form offers (value null = «Без НДС»). */
export const VAT_CHOICES: { value: number | null; label: string }[] = [
  { value: null, label: 'Без НДС' },
  { value: 0, label: '0 %' },
  { value: 10, label: '10 %' },
  { value: 20, label: '20 %' },
  { value: 22, label: '22 %' },
];

export const GOOD_SORT_FIELDS = ['id', 'name', 'measure_id', 'category_id'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_GOOD = 20;

/**
 * A barcode is any code of 4–32 digits or letters, as 1C takes: internal and weight codes included,
 * internal ones with hyphens inside («ZR-001-A»).
 */
const BARCODE_SHAPE = /^(?=.{4,32}$)[\p{L}\p{N}]+(-[\p{L}\p{N}]+)*$/u;
/** Digits only, 8 or 13 long: the code claims to be an EAN-8/EAN-13, so its check digit must hold. */
const CLAIMS_EAN = /^(\d{8}|\d{13})$/;

function eanCheckDigitHolds(code: string): boolean {
  const digits = [...code].map(Number);
  const check = digits.pop() as number;
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** The Russian reason a barcode is refused, or null when it is acceptable. */
export function barcodeProblem(code: string): string | null {
  if (!BARCODE_SHAPE.test(code))
    return `Штрихкод «${code}»: от 4 до 32 цифр или букв без пробелов (дефис — только между ними)`;
  if (CLAIMS_EAN.test(code) && !eanCheckDigitHolds(code)) {
    return `Штрихкод «${code}» похож на EAN-${code.length}, но с неверной контрольной цифрой`;
  }
  return null;
}

export const barcode = z
  .string({ error: 'Штрихкод: ожидается строка' })
  .trim()
  .superRefine((code, ctx) => {
    const problem = barcodeProblem(code);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Money as a decimal string ("123.45"); numbers are accepted and normalised. */
export const money = z
  .union([z.string(), z.number()], { error: 'Цена: ожидается число' })
  .transform((v) => String(v).replace(/\s/g, '').replace(',', '.'))
  .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), {
    error: 'Цена: неотрицательное число, не больше двух знаков после запятой',
  });

export const vatRate = z
  .union([z.literal(VAT_RATES), z.null()], { error: 'Ставка НДС: 0, 10, 20 или 22 % либо «Без НДС»' })
  .meta({ description: 'null — без НДС' });

const barcodeList = z
  .array(barcode)
  .max(20, 'Не больше 20 штрихкодов')
  .transform((list) => [...new Set(list)]);

const goodFields = z.strictObject({
  name: oneLine(255, 'Наименование'),
  code: optionalOneLine(64, 'Артикул').transform((v) => v || null),
  barcodes: barcodeList,
  measure_id: z.coerce
    .number({ error: 'Укажите единицу измерения' })
    .int()
    .min(1, 'Укажите единицу измерения'),
  category_id: id.nullish(),
  vat_rate: vatRate.optional(),
  description: optionalText(5000, 'Описание'),
  global_category_id: id.nullish(),
  is_published: z.boolean({ error: 'Публикация: да или нет' }),
  base_price: money.nullish(),
});

export const goodInput = goodFields.extend({
  barcodes: barcodeList.default([]),
  is_published: goodFields.shape.is_published.default(false),
});
export type GoodInput = z.input<typeof goodInput>;
/** PUT changes only the fields sent (no defaults here: a missing field stays as it is). */
export const goodUpdate = goodFields.partial();

export const goodImage = z.object({ id: z.number(), url: z.string(), position: z.number().int() });
export type GoodImage = z.infer<typeof goodImage>;

export const good = z
  .object({
    ...ownedRow(),
    name: z.string(),
    code: z.string().nullable(),
    barcodes: z.array(z.string()),
    ...idName('measure'),
    ...idNameOrNull('category'),
    vat_rate: z.number().nullable(),
    description: z.string().nullable(),
    global_category_id: z.number().nullable(),
    is_published: z.boolean(),
    base_price: z.string().nullable(),
    images: z.array(goodImage),
    ...timestamps,
  })
  .meta({ id: 'Good' });
export type Good = z.infer<typeof good>;

export const organizationQuery = z.object({ organization_id: id });

export const goodsListQuery = listQuery(GOOD_SORT_FIELDS).extend({
  name: z.string().trim().max(255, 'Слишком длинная строка поиска').optional(),
  barcode: z.string().trim().max(32, 'Слишком длинный штрихкод').optional(),
  organization_id: id.optional(),
  good_category_ids: idList,
  include_all_children: boolQuery.default(false),
  global_categories_id: idList,
});
export type GoodsListQuery = z.infer<typeof goodsListQuery>;
export const goodsListResponse = listResponse(good);

export const measure = z
  .object({ id: z.number(), name: z.string(), full_name: z.string(), is_fractional: z.boolean() })
  .meta({ id: 'Measure' });
export type Measure = z.infer<typeof measure>;
export const measuresResponse = z.array(measure);
