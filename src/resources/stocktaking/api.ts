import type { FactBulkUpdate, FactBulkUpdated, StocktakingDoc, StocktakingLine } from '@contract/stocktaking';
import { http, request, toSearch } from '@/providers/http';
import { FIRST_PAGE } from './counting/first-page';

export const BASE = '/v1/stocktaking_docs';

/** What a document's page asks for first: the document and its first screen of lines. */
export const FIRST_REQUESTS = [
  `${BASE}/:id`,
  `${BASE}/:id/line_items${toSearch({ offset: 0, limit: FIRST_PAGE })}`,
];

export const stocktakingApi = {
  doc: (id: number) => http.get<StocktakingDoc>(`${BASE}/${id}`),
  lines: (id: number, offset: number, limit: number) =>
    http.get<{ items: StocktakingLine[]; total: number; version: number }>(`${BASE}/${id}/line_items`, {
      offset,
      limit,
    }),
  /** Facts with the value each line had when this device changed it; sent again with the same key. */
  saveFacts: (id: number, items: FactBulkUpdate['items'], idempotencyKey: string) =>
    request<FactBulkUpdated>('PUT', `${BASE}/${id}/stocktaking_doc_line_items/fact/bulk_update`, {
      body: { items },
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  setStatus: (id: number, target: number) =>
    http.put<StocktakingDoc>(`${BASE}/${id}/status/`, undefined, { target_status_id: target }),
  addLines: (id: number, body: { category_id?: number; all_goods?: boolean; good_ids?: number[] }) =>
    http.post<{ added: number; skipped: number; version: number }>(
      `${BASE}/${id}/stocktaking_doc_line_items/bulk_create`,
      body,
    ),
  create: (salesPointId: number, body: { date?: string; comment?: string | null; blind_count?: boolean }) =>
    http.post<StocktakingDoc>(`${BASE}/`, body, { sales_point_id: salesPointId }),
};
