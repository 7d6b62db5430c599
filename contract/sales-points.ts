import {
  id,
  idList,
  idNameOrNull,
  listQuery,
  listResponse,
  oneLine,
  optionalText,
  ownedNamedRow,
  timestamps,
} from './common';
import { timeZone } from './time-zone-schema';
import { z } from './zod';

export const WEEKDAYS = [
  { key: 'mon', label: 'Понедельник', short: 'Пн' },
  { key: 'tue', label: 'Вторник', short: 'Вт' },
  { key: 'wed', label: 'Среда', short: 'Ср' },
  { key: 'thu', label: 'Четверг', short: 'Чт' },
  { key: 'fri', label: 'Пятница', short: 'Пт' },
  { key: 'sat', label: 'Суббота', short: 'Сб' },
  { key: 'sun', label: 'Воскресенье', short: 'Вс' },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]['key'];

/** Opening hours take any time of day (bakeries, bars); not the organization picker's grid. */
const timeOfDay = z
  .string({ error: 'Время: ожидается строка ЧЧ:ММ' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Время в формате ЧЧ:ММ, например 09:30');

/** A day's hours; closing before opening means after midnight (18:00–03:00). */
export const dayHours = z.strictObject({ from: timeOfDay, to: timeOfDay }).refine((d) => d.from !== d.to, {
  path: ['to'],
  message: 'Время закрытия не может совпадать со временем открытия',
});

/** Opening hours per weekday; a missing day is closed. */
export const workingHours = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((d) => [d.key, dayHours.nullish()])) as Record<
    Weekday,
    z.ZodOptional<z.ZodNullable<typeof dayHours>>
  >,
  { error: 'Неизвестный день недели: используйте mon, tue, wed, thu, fri, sat, sun' },
);
export type WorkingHours = z.infer<typeof workingHours>;

export const salesPointBody = z.strictObject({
  name: oneLine(255, 'Название'),
  address: optionalText(500, 'Адрес'),
  city_id: id.nullish(),
  phone: z
    .union([
      z.literal(''),
      z
        .string({ error: 'Телефон: ожидается строка' })
        .trim()
        .regex(/^\+?[\d\s()-]{5,32}$/, 'Телефон: цифры, пробелы, скобки, «+» и «-», от 5 до 32 символов'),
    ])
    .nullish(),
  working_hours: workingHours.default({}),
  /** The point's clock for delivery days, times and windows; by default its organization's. */
  time_zone: timeZone.optional(),
  is_active: z.boolean({ error: 'Ожидается true или false' }).default(true),
});
export type SalesPointBody = z.input<typeof salesPointBody>;

export const salesPoint = z
  .object({
    ...ownedNamedRow(),
    address: z.string().nullable(),
    ...idNameOrNull('city'),
    region_id: z.number().nullable(),
    phone: z.string().nullable(),
    working_hours: workingHours,
    time_zone: z.string().meta({ example: 'Asia/Vladivostok' }),
    is_active: z.boolean(),
    ...timestamps,
  })
  .meta({ id: 'SalesPoint' });
export type SalesPoint = z.infer<typeof salesPoint>;

export const SALES_POINT_SORT_FIELDS = ['id', 'name'] as const;
export const salesPointsQuery = listQuery(SALES_POINT_SORT_FIELDS).extend({
  organization_id: id.optional(),
  name: z.string().trim().max(255, 'Название: не длиннее 255 символов').optional(),
  ids: idList,
});
export const clientSalesPointsQuery = salesPointsQuery.extend({
  is_active: z.enum(['true', 'false'], { error: 'Ожидается true или false' }).optional(),
});
export const salesPointOrgQuery = z.object({ organization_id: id.optional() });
export const salesPointCreateQuery = z.object({
  organization_id: id.describe('Организация, в которой создаётся точка'),
});
export const salesPointsResponse = listResponse(salesPoint);

export const SALES_POINT_IN_USE_MESSAGE = 'Точку продаж нельзя удалить: по ней есть документы';
