import fc from 'fast-check';

/** The subset of JSON Schema that zod's toJSONSchema produces for our contract. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
}

export const MARKER = 'MASS_ASSIGN_MARKER';

/** Hostile values: SQL and HTML payloads, Unicode, control characters, huge and odd numbers. */
export const nasty = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    '1; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'Ёжик 😀 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 العربية',
    'a\u0000b',
    '\ud800',
    '../../etc/passwd',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, sent as is
    '${7*7}{{7*7}}',
    '',
    ' ',
    'x'.repeat(70_000),
    '-1',
    '1e308',
    'NaN',
    '9223372036854775808',
    '2026-13-45T99:99:99Z',
  ),
  fc.constantFrom(-1, 0, 1.5, -2_147_483_649, 2 ** 53, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-300),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

const firstType = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** A value that fits the schema (mostly): lets calls get past validation into the handlers. */
export function fitting(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => fitting(v, depth)));
  if (schema.allOf?.length) return fitting(schema.allOf[0], depth);
  switch (firstType(schema)) {
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -5, -1000),
        max: Math.min(schema.maximum ?? 50, 100_000),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -10,
        max: Math.min(schema.maximum ?? 1e6, 1e9),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.format === 'date')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(fitting(schema.items ?? {}, depth + 1), { maxLength: 4 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectOf(schema, depth + 1, false);
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer());
  }
}

/** An object for the schema where each field is fitting, hostile or missing, plus unknown fields. */
export function objectOf(
  schema: JsonSchema,
  depth = 0,
  hostile = true,
): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const fields = Object.fromEntries(
    entries.map(([name, sub]) => [
      name,
      hostile
        ? fc.option(
            fc.oneof({ weight: 3, arbitrary: fitting(sub, depth) }, { weight: 1, arbitrary: nasty }),
            { nil: undefined, freq: 6 },
          )
        : fitting(sub, depth),
    ]),
  );
  const extra = hostile
    ? fc.option(
        fc.constant({
          [`${MARKER}_field`]: MARKER,
          is_back_office: true,
          token_version: 99,
          password_hash: MARKER,
        }),
        { nil: {} },
      )
    : fc.constant({});
  return fc.tuple(fc.record(fields), extra).map(([record, more]) => {
    const result: Record<string, unknown> = { ...more };
    for (const [key, value] of Object.entries(record)) if (value !== undefined) result[key] = value;
    return result;
  });
}

/** Query strings carry strings only; arrays become repeated keys. */
export function toQueryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value))
      for (const item of value)
        params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    else
      params.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export const pathValue = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 30 }).map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      'abc',
      '1.5',
      '9223372036854775808',
      '99999999999999999999',
      "1'OR'1",
      '%00',
      'ё',
    ),
  },
);
