import { and, asc, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  citiesQuery,
  citiesResponse,
  countriesQuery,
  countriesResponse,
  importGoodsKeysResponse,
  orderStatusesQuery,
  regionsQuery,
  regionsResponse,
  statusesResponse,
  writeOffReasonsResponse,
} from '../../../contract/dictionaries';
import { IMPORT_GOODS_KEYS } from '../../../contract/import-goods';
import {
  CONTRACT_STATUSES,
  ORDER_STATUSES,
  STOCKTAKING_STATUSES,
  type StatusDef,
  WRITE_OFF_STATUSES,
} from '../../../contract/statuses';
import { addrCities, addrCountries, addrRegions, writeOffReasonTemplates } from '../../db/schema';
import { routeOptions } from '../../openapi/route-options';

const route = routeOptions(['Справочники'], [401, 422]);

/** Case- and ё-insensitive "contains", matching the generated name_search columns. */
const folded = (value: string) =>
  `%${value
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const asList = <T>(items: readonly T[]) => ({ items: [...items], total: items.length });
const statusList = (defs: readonly StatusDef[]) =>
  asList(defs.map(({ id, status, label, color }) => ({ id, status, label, color })));

export const dictionariesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    '/v1/dictionaries/addr_countries',
    route('public', 'Страны', { querystring: countriesQuery, response: { 200: countriesResponse } }),
    async (request) => {
      const { country_name } = request.query;
      const rows = await db
        .select({ country_id: addrCountries.id, country_name: addrCountries.name })
        .from(addrCountries)
        .where(
          country_name ? sql`search_fold(${addrCountries.name}) LIKE ${folded(country_name)}` : undefined,
        )
        .orderBy(asc(addrCountries.id));
      return asList(rows);
    },
  );

  app.get(
    '/v1/dictionaries/addr_regions',
    route('public', 'Субъекты Российской Федерации (id — код субъекта; limit до 1000)', {
      querystring: regionsQuery,
      response: { 200: regionsResponse },
    }),
    async (request) => {
      const q = request.query;
      const conditions: SQL[] = [];
      if (q.region_ids) conditions.push(inArray(addrRegions.id, q.region_ids));
      if (q.region_name) conditions.push(like(addrRegions.nameSearch, folded(q.region_name)));
      const where = and(...conditions);
      const direction = q.order_by === 'desc' ? desc : asc;
      const items = await db
        .select({
          region_id: addrRegions.id,
          region_name: addrRegions.name,
          country_id: addrRegions.countryId,
        })
        .from(addrRegions)
        .where(where)
        .orderBy(direction(q.order_field === 'region_id' ? addrRegions.id : addrRegions.name))
        .limit(q.limit)
        .offset(q.offset);
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(addrRegions)
        .where(where);
      return { items, total };
    },
  );

  app.get(
    '/v1/dictionaries/addr_cities',
    route('public', 'Города (все города России с населением больше 50 000 человек)', {
      querystring: citiesQuery,
      response: { 200: citiesResponse },
    }),
    async (request) => {
      const q = request.query;
      const conditions: SQL[] = [];
      if (q.region_ids) conditions.push(inArray(addrCities.regionId, q.region_ids));
      if (q.locality_ids) conditions.push(inArray(addrCities.id, q.locality_ids));
      if (q.locality_name) conditions.push(like(addrCities.nameSearch, folded(q.locality_name)));
      const where = and(...conditions);
      const direction = q.order_by === 'desc' ? desc : asc;
      const items = await db
        .select({
          locality_id: addrCities.id,
          locality_name: addrCities.name,
          region_id: addrCities.regionId,
          region_name: addrRegions.name,
        })
        .from(addrCities)
        .innerJoin(addrRegions, eq(addrRegions.id, addrCities.regionId))
        .where(where)
        .orderBy(
          direction(q.order_field === 'locality_id' ? addrCities.id : addrCities.name),
          asc(addrCities.id),
        )
        .limit(q.limit)
        .offset(q.offset);
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(addrCities)
        .where(where);
      return { items, total };
    },
  );

  const statusRoute = (path: string, summary: string, defs: readonly StatusDef[]) =>
    app.get(
      `/v1/dictionaries/${path}`,
      route('user', summary, { response: { 200: statusesResponse } }),
      async () => statusList(defs),
    );
  statusRoute('contract_statuses', 'Статусы договоров', CONTRACT_STATUSES.list);
  statusRoute('stocktaking_statuses', 'Статусы инвентаризаций', STOCKTAKING_STATUSES.list);
  statusRoute('write_off_statuses', 'Статусы списаний', WRITE_OFF_STATUSES.list);

  app.get(
    '/v1/dictionaries/order_statuses',
    route('user', 'Статусы заказов с цветом (by_context: client, supplier — без черновиков, all)', {
      querystring: orderStatusesQuery,
      response: { 200: statusesResponse },
    }),
    async (request) => {
      const { by_context } = request.query;
      // Drafts exist only on the client side: a supplier never sees an order before it is sent.
      const defs = ORDER_STATUSES.list.filter((d) => by_context !== 'supplier' || d.status !== 'draft');
      return statusList(defs);
    },
  );

  app.get(
    '/v1/dictionaries/write_off_reason/',
    route(
      'user',
      'Причины списания по умолчанию (у каждой организации — свой список в /v1/write_off_reason)',
      { response: { 200: writeOffReasonsResponse } },
    ),
    async () => {
      const rows = await db
        .select({ id: writeOffReasonTemplates.id, name: writeOffReasonTemplates.name })
        .from(writeOffReasonTemplates)
        .orderBy(asc(writeOffReasonTemplates.id));
      return asList(rows);
    },
  );

  app.get(
    '/v1/dictionaries/import_goods_keys',
    route('user', 'Колонки файла импорта товаров (обязательные отмечены required)', {
      response: { 200: importGoodsKeysResponse },
    }),
    async () => asList(IMPORT_GOODS_KEYS.map(({ key, label, required }) => ({ key, label, required }))),
  );
};
