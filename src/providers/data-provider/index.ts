import type { BaseRecord, CrudFilter, DataProvider, DataProviders, MetaQuery } from '@refinedev/core';
import { http, type Query } from '@/providers/http';

/**
 * Data providers per API area (DESIGN §7). They speak our conventions: limit/offset,
 * order_field/order_by, answers { items, total }, and filters sent only when non-empty.
 *
 * A resource's API path is `meta.apiPath` or its name. `meta.query` adds query parameters to every
 * call (e.g. `{ organization_id }`); `meta.listPath`/`meta.itemPath` override paths when the spec's
 * differ; `meta.updateMethod` defaults to PUT.
 */
export const API_BASES = {
  default: '/v1',
  client: '/v1/client',
  supplier: '/v1/supplier',
  admin: '/api_a',
} as const;
export type DataProviderName = keyof typeof API_BASES;

function filtersToQuery(filters: CrudFilter[] = []): Query {
  const query: Query = {};
  for (const filter of filters) {
    if (!('field' in filter)) continue;
    const { field, value } = filter;
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query[field] = value as (string | number)[];
    } else query[field] = value as string | number | boolean;
  }
  return query;
}

const trim = (path: string) => path.replace(/\/+$/, '');

export function createDataProvider(base: string): DataProvider {
  const pathOf = (resource: string, meta?: MetaQuery) => `${base}/${trim(meta?.apiPath ?? resource)}`;
  const listUrl = (resource: string, meta?: MetaQuery) =>
    (meta?.listPath ?? `${pathOf(resource, meta)}/`) as string;
  const itemUrl = (resource: string, id: string | number, meta?: MetaQuery) =>
    meta?.itemPath ? String(meta.itemPath).replace(':id', String(id)) : `${pathOf(resource, meta)}/${id}`;

  return {
    getApiUrl: () => base,

    async getList<T extends BaseRecord>({
      resource,
      pagination,
      sorters,
      filters,
      meta,
    }: Parameters<DataProvider['getList']>[0]) {
      const { currentPage = 1, pageSize = 25, mode = 'server' } = pagination ?? {};
      const query: Query = { ...(meta?.query ?? {}), ...filtersToQuery(filters) };
      if (mode === 'server') {
        query.limit = pageSize;
        query.offset = (currentPage - 1) * pageSize;
      }
      const sort = sorters?.[0];
      if (sort) {
        query.order_field = sort.field;
        query.order_by = sort.order;
      }
      const answer = await http.get<{ items: T[]; total: number } | T[]>(listUrl(resource, meta), query);
      if (Array.isArray(answer)) return { data: answer, total: answer.length };
      return { data: answer.items, total: answer.total };
    },

    async getOne<T extends BaseRecord>({ resource, id, meta }: Parameters<DataProvider['getOne']>[0]) {
      return { data: await http.get<T>(itemUrl(resource, id, meta), meta?.query) };
    },

    async getMany<T extends BaseRecord>({
      resource,
      ids,
      meta,
    }: Parameters<NonNullable<DataProvider['getMany']>>[0]) {
      const answer = await http.get<{ items: T[] } | T[]>(listUrl(resource, meta), {
        ...(meta?.query ?? {}),
        ids: ids.map(String),
        limit: Math.max(ids.length, 1),
      });
      return { data: Array.isArray(answer) ? answer : answer.items };
    },

    async create<T extends BaseRecord>({ resource, variables, meta }: Parameters<DataProvider['create']>[0]) {
      return {
        data: await http.post<T>(meta?.createPath ?? listUrl(resource, meta), variables, meta?.query),
      };
    },

    async update<T extends BaseRecord>({
      resource,
      id,
      variables,
      meta,
    }: Parameters<DataProvider['update']>[0]) {
      return { data: await http.put<T>(itemUrl(resource, id, meta), variables, meta?.query) };
    },

    async deleteOne<T extends BaseRecord>({ resource, id, meta }: Parameters<DataProvider['deleteOne']>[0]) {
      return { data: await http.delete<T>(itemUrl(resource, id, meta), meta?.query) };
    },

    async custom<T extends BaseRecord>({
      url,
      method,
      payload,
      query,
      filters,
      sorters,
    }: Parameters<NonNullable<DataProvider['custom']>>[0]) {
      const q: Query = { ...((query as Query) ?? {}), ...filtersToQuery(filters) };
      if (sorters?.[0]) {
        q.order_field = sorters[0].field;
        q.order_by = sorters[0].order;
      }
      const verb = method.toUpperCase();
      const data =
        verb === 'GET' || verb === 'DELETE'
          ? await (verb === 'GET' ? http.get<T>(url, q) : http.delete<T>(url, q))
          : verb === 'POST'
            ? await http.post<T>(url, payload, q)
            : await http.put<T>(url, payload, q);
      return { data };
    },
  };
}

export const dataProviders: DataProviders = Object.fromEntries(
  Object.entries(API_BASES).map(([name, base]) => [name, createDataProvider(base)]),
) as DataProviders;
