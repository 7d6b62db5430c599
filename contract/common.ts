import { z } from './zod';

/** Error body of every 4xx/5xx answer (DESIGN §4). */
export const errorBody = z
  .object({
    detail: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 1000;

/**
 * An id: a number, or its digits in a query or path. Nothing else is coerced (`true`, `[5]` or `null`
 * in a JSON body is not id 1, 5 or 0).
 */
export const id = z
  // A number, or digits in a query or path; never a boolean, null or an array read as 1.
  .union([z.number(), z.string().regex(/^\s*\d+\s*$/, 'Ожидается числовой идентификатор')], {
    error: 'Ожидается числовой идентификатор',
  })
  .pipe(
    z.coerce
      .number<number | string>({ error: 'Ожидается числовой идентификатор' })
      .int('Ожидается целое число')
      .positive('Идентификатор должен быть положительным')
      .max(Number.MAX_SAFE_INTEGER, 'Слишком большой идентификатор'),
  );

export const idParam = z.object({ id });

/** Array filter that accepts repeated keys (`a=1&a=2`) and comma-separated values (`a=1,2`). */
export const idList = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}, z.array(id).max(1000, 'Слишком много значений').optional());

export const boolQuery = z.preprocess(
  (value) => {
    if (value === 'true' || value === '1' || value === true) return true;
    if (value === 'false' || value === '0' || value === false) return false;
    return value;
  },
  z.boolean({ error: 'Ожидается true или false' }),
);
/** background=true answers 202 with the job at once; otherwise the call waits for the job's end. */
export const backgroundQuery = boolQuery
  .default(false)
  .meta({ description: 'true — ответить сразу (202) задачей; ход и итог — GET /v1/jobs/{id}' });

export const orderBy = z.enum(['asc', 'desc'], { error: 'Направление сортировки: asc или desc' });

/**
 * Query schema of a list: paging plus the sort fields the spec allows for it.
 * Any other order_field, or a limit above maxLimit, is a 422.
 */
export function listQuery<const F extends readonly [string, ...string[]]>(
  sortFields: F,
  options: { maxLimit?: number; defaultLimit?: number } = {},
) {
  const maxLimit = options.maxLimit ?? MAX_LIMIT;
  return z.object({
    limit: z.coerce
      .number({ error: 'limit должен быть числом' })
      .int('limit должен быть целым')
      .min(1, 'limit должен быть не меньше 1')
      .max(maxLimit, `limit должен быть не больше ${maxLimit}`)
      .default(options.defaultLimit ?? DEFAULT_LIMIT),
    offset: z.coerce
      .number({ error: 'offset должен быть числом' })
      .int('offset должен быть целым')
      .min(0, 'offset не может быть отрицательным')
      .max(1_000_000_000, 'Слишком большой offset')
      .default(0),
    order_field: z
      .enum(sortFields, { error: `Сортировка возможна по полям: ${sortFields.join(', ')}` })
      .optional(),
    order_by: orderBy.default('asc'),
  });
}

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

/** The keys of a record of labels, in their order: a value list declared once, with its labels. */
export const keysOf = <K extends string>(labels: Record<K, string>) => Object.keys(labels) as [K, ...K[]];

export const okResponse = z.object({ ok: z.literal(true) });

/** What a one-line field never holds: line feeds, carriage returns and the other line separators. */
export const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;
const lineBreakMessage = (label: string) => `${label}: одной строкой, без переносов строки`;

/**
 * A one-line string a person types — a name, a number, a title, a phone: trimmed, non-empty,
 * bounded, with no line break inside (comments, descriptions and terms are `optionalText`).
 */
export const oneLine = (max = 255, label = 'Поле') =>
  text(max, label).refine((value) => !LINE_BREAK.test(value), lineBreakMessage(label));

/** An optional one-line string (null, absent or empty allowed). */
export const optionalOneLine = (max = 255, label = 'Поле') =>
  z
    .string({ error: `${label}: ожидается строка` })
    .trim()
    .max(max, `${label}: не длиннее ${max} символов`)
    .refine((value) => !LINE_BREAK.test(value), lineBreakMessage(label))
    .nullish();

/** Strings a person types, line breaks allowed (comments, descriptions): trimmed, non-empty, bounded. */
export const text = (max = 255, label = 'Поле') =>
  z
    .string({ error: `${label}: ожидается строка` })
    .trim()
    .min(1, `${label}: заполните поле`)
    .max(max, `${label}: не длиннее ${max} символов`);

export const optionalText = (max = 255, label = 'Поле') =>
  z
    .string({ error: `${label}: ожидается строка` })
    .trim()
    .max(max, `${label}: не длиннее ${max} символов`)
    .nullish();

export const email = z
  .string({ error: 'Укажите e-mail' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail слишком длинный')
  .pipe(z.email({ error: 'Неверный формат e-mail' }));

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const password = z
  .string({ error: 'Укажите пароль' })
  .min(PASSWORD_MIN, `Пароль должен быть не короче ${PASSWORD_MIN} символов`)
  .max(PASSWORD_MAX, `Пароль должен быть не длиннее ${PASSWORD_MAX} символов`);

export const isoDateTime = z.string().meta({ format: 'date-time' });

/** When a row was made and last changed. */
export const timestamps = { created_at: isoDateTime, updated_at: isoDateTime };

type IdName<P extends string, N, S> = { [K in `${P}_id`]: N } & { [K in `${P}_name`]: S };

/** A row another row points to, as answers show it: `<prefix>_id` and `<prefix>_name`. */
export const idName = <P extends string>(prefix: P) =>
  ({ [`${prefix}_id`]: z.number(), [`${prefix}_name`]: z.string() }) as IdName<P, z.ZodNumber, z.ZodString>;

/** The same where the row may point to nothing: both null. */
export const idNameOrNull = <P extends string>(prefix: P) =>
  ({ [`${prefix}_id`]: z.number().nullable(), [`${prefix}_name`]: z.string().nullable() }) as IdName<
    P,
    z.ZodNullable<z.ZodNumber>,
    z.ZodNullable<z.ZodString>
  >;

/** The first fields of a row of one organization. */
export const ownedRow = () => ({ id: z.number(), organization_id: z.number() });

/** The same as lists show it: with the organization's name and the row's own. */
export const ownedNamedRow = () => ({ id: z.number(), ...idName('organization'), name: z.string() });

/** The first fields of a status history entry (orders, contracts): who moved it from where to where. */
export const statusStepFields = {
  id: z.number(),
  from_status_id: z.number().nullable(),
  to_status_id: z.number(),
  ...idNameOrNull('user'),
  real_user_id: z.number().nullable(),
};
