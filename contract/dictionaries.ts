import { idList, idName, listQuery, listResponse } from './common';
import { z } from './zod';

/** Reference data of spec 001 §3 "Dictionaries"; the address tables are seeded by migration 0004. */
const nameFilter = (label: string) =>
  z
    .string({ error: `${label}: ожидается строка` })
    .trim()
    .max(100, `${label}: не длиннее 100 символов`)
    .optional();

export const country = z.object({ country_id: z.number(), country_name: z.string() });
export type Country = z.infer<typeof country>;
export const countriesQuery = z.object({ country_name: nameFilter('Страна') });

export const region = z.object({ region_id: z.number(), region_name: z.string(), country_id: z.number() });
export type Region = z.infer<typeof region>;
export const regionsQuery = listQuery(['region_id', 'region_name'], { maxLimit: 1000 }).extend({
  region_ids: idList,
  region_name: nameFilter('Регион'),
});

export const city = z.object({
  ...idName('locality'),
  ...idName('region'),
});
export type City = z.infer<typeof city>;
export const citiesQuery = listQuery(['locality_id', 'locality_name'], { maxLimit: 1000 }).extend({
  region_ids: idList,
  locality_ids: idList,
  locality_name: nameFilter('Населённый пункт'),
});

export const statusItem = z.object({
  id: z.number(),
  status: z.string(),
  label: z.string(),
  color: z.string(),
});
export type StatusItem = z.infer<typeof statusItem>;

export const ORDER_STATUS_CONTEXTS = ['client', 'supplier', 'all'] as const;
export const orderStatusesQuery = z.object({
  by_context: z.enum(ORDER_STATUS_CONTEXTS, { error: 'by_context: client, supplier или all' }).default('all'),
});

export const writeOffReason = z.object({ id: z.number(), name: z.string() });

export const importGoodsKey = z.object({ key: z.string(), label: z.string(), required: z.boolean() });

export const countriesResponse = listResponse(country);
export const regionsResponse = listResponse(region);
export const citiesResponse = listResponse(city);
export const statusesResponse = listResponse(statusItem);
export const writeOffReasonsResponse = listResponse(writeOffReason);
export const importGoodsKeysResponse = listResponse(importGoodsKey);

/** Ids of the dictionary rows named in the demo data and tests. */
export const RUSSIA_ID = 1;
export const MOSCOW_REGION_ID = 77;
export const SAINT_PETERSBURG_REGION_ID = 78;
