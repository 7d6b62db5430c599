import type { WriteOffDoc, WriteOffHeader, WriteOffLine, WriteOffLineInput } from '@contract/write-off';
import { http } from '@/providers/http';

const BASE = '/v1/write_off_docs';
export const writeOffKey = (id: number) => ['write_off_docs', id];

export const writeOffApi = {
  doc: (id: number) => http.get<WriteOffDoc>(`${BASE}/${id}`),
  create: (salesPointId: number, header: WriteOffHeader) =>
    http.post<WriteOffDoc>(BASE, header, { sales_point_id: salesPointId }),
  updateHeader: (id: number, header: WriteOffHeader) => http.put<WriteOffDoc>(`${BASE}/${id}`, header),
  setStatus: (id: number, statusId: number) =>
    http.put<WriteOffDoc>(`${BASE}/status`, undefined, { write_off_doc_id: id, status_id: statusId }),
  lines: (id: number) =>
    http.get<{ items: WriteOffLine[]; total: number }>(`${BASE}/${id}/write_off_doc_line_items`),
  addLine: (id: number, line: WriteOffLineInput) =>
    http.post<{ items: WriteOffLine[] }>(`${BASE}/${id}/write_off_doc_line_items`, [line]),
  updateLine: (id: number, itemId: number, line: WriteOffLineInput) =>
    http.put<WriteOffLine>(`${BASE}/${id}/write_off_doc_line_item/${itemId}`, line),
  deleteLine: (id: number, itemId: number) => http.delete(`${BASE}/${id}/write_off_doc_line_item/${itemId}`),
};
