import { id, listQuery, listResponse, oneLine, optionalText, text } from './common';
import { isoDate } from './contracts';
import { type EntityDeclaration, type Field, listOf, ownerColumn } from './entity-kit';
import { MONEY_MAX_TEXT } from './limits';
import { anyTime, moneyField } from './partnerships';
import { z } from './zod';

const decimalText = (label: string, scale: number) =>
  z
    .union([z.string(), z.number()], { error: `${label}: ожидается число` })
    .transform((v) => String(v).replace(/\s/g, '').replace(',', '.'))
    .refine((v) => new RegExp(`^\\d{1,9}(\\.\\d{1,${scale}})?$`).test(v), {
      error: `${label}: неотрицательное число, не больше ${scale} знаков после запятой`,
    });

/** What a person may send for a field of this kind, with Russian messages naming it. */
function input(field: Field): z.ZodType {
  const { label } = field;
  switch (field.kind) {
    case 'text':
      return field.optional ? optionalText(field.max ?? 255, label) : oneLine(field.max ?? 255, label);
    case 'longText':
      return field.optional ? optionalText(field.max ?? 4000, label) : text(field.max ?? 4000, label);
    case 'money':
      return moneyField(label).refine((v) => v.split('.')[0].length <= 10, {
        error: `${label}: не больше ${MONEY_MAX_TEXT}`,
      });
    case 'integer':
      return z
        .number({ error: `${label}: ожидается целое число` })
        .int(`${label}: ожидается целое число`)
        .min(field.min ?? 0, `${label}: не меньше ${field.min ?? 0}`)
        .max(field.max ?? 2_000_000_000, `${label}: не больше ${field.max ?? 2_000_000_000}`);
    case 'decimal':
      return decimalText(label, field.scale ?? 3);
    case 'date':
      return isoDate(label);
    case 'time':
      return anyTime(label);
    case 'weekdays':
      return z
        .array(
          z
            .number({ error: `${label}: дни недели от 1 до 7` })
            .int()
            .min(1)
            .max(7),
          {
            error: `${label}: список дней недели`,
          },
        )
        .min(1, `${label}: выберите хотя бы один день`)
        .transform((days) => [...new Set(days)].sort());
    case 'enum':
      return z.enum(Object.keys(field.options) as [string, ...string[]], {
        error: `${label}: одно из значений ${Object.values(field.options).join(', ')}`,
      });
    case 'boolean':
      return z.boolean({ error: `${label}: да или нет` });
    case 'reference':
      return z
        .number({ error: `${label}: выберите значение` })
        .int()
        .positive(`${label}: выберите значение`);
  }
}

/** What the API answers for a field of this kind. */
function output(field: Field): z.ZodType {
  switch (field.kind) {
    case 'integer':
    case 'reference':
      return z.number();
    case 'weekdays':
      return z.array(z.number());
    case 'boolean':
      return z.boolean();
    case 'money':
    case 'decimal':
      return z.string().meta({ description: 'Число строкой' });
    default:
      return z.string();
  }
}

const titled = (schema: z.ZodType, field: Field) =>
  (field.optional && field.kind !== 'text' && field.kind !== 'longText' ? schema.nullish() : schema).meta({
    title: field.label,
  });

/**
 * The zod schemas of a declared entity: `body` (create and update), `item` (body + id and owner,
 * named `schemaId` in /docs/json), `query` (paging, the declared sort fields, filters and the owner)
 * and `response` ({ items, total }). Titles come from the field labels (`titleOf`).
 */
export function entitySchemas(entity: EntityDeclaration) {
  const known = derived.get(entity);
  if (known) return known;
  const schemas = derive(entity);
  derived.set(entity, schemas);
  return schemas;
}

/** Once per declaration: a schema id (`DeliveryZone`) names one schema in /docs/json. */
const derived = new WeakMap<EntityDeclaration, ReturnType<typeof derive>>();

function derive(entity: EntityDeclaration) {
  const fields = Object.entries(entity.fields);
  const owner = ownerColumn(entity);
  const list = listOf(entity);
  const body = z.strictObject(
    Object.fromEntries(fields.map(([name, field]) => [name, titled(input(field), field)])),
  );
  const item = z
    .object({
      id: z.number(),
      organization_id: z.number(),
      ...(owner === 'sales_point_id' ? { sales_point_id: z.number() } : {}),
      ...Object.fromEntries(
        fields.map(([name, field]) => [
          name,
          titled(field.optional ? output(field).nullable() : output(field), field),
        ]),
      ),
    })
    .meta({ id: entity.schemaId });
  const filters = Object.fromEntries(
    list.filters.map((name) => {
      const field = entity.fields[name];
      const schema =
        field.kind === 'boolean'
          ? z.enum(['true', 'false']).transform((v) => v === 'true')
          : field.kind === 'reference' || field.kind === 'integer'
            ? z.coerce.number({ error: `${field.label}: ожидается число` })
            : z.string().trim().max(255);
      return [name, schema.optional()];
    }),
  );
  return {
    body,
    item,
    query: listQuery(['id', ...list.sort] as [string, ...string[]]).extend({ [owner]: id, ...filters }),
    ownerQuery: z.object({ [owner]: id }),
    response: listResponse(item),
  };
}

export type EntitySchemas = ReturnType<typeof derive>;
