import type { WriteOffReason } from '@contract/write-off';
import type { Dictionary } from '@/components/dictionary-dialog';
import { http } from '@/providers/http';

/** «Причины списания»: list, add, rename, delete (a used reason answers 409 with its message). */
export const writeOffReasons: Dictionary<WriteOffReason> = {
  key: 'write_off_reason',
  title: 'Причины списания',
  texts: {
    empty: 'Причин пока нет',
    item: 'Причина',
    remove: 'Удалить причину',
    saveFailed: 'Не удалось сохранить причину',
  },
  list: (orgId) => http.get<WriteOffReason[]>(`/v1/write_off_reason/${orgId}`),
  add: (orgId) => ({
    kind: 'one',
    label: 'Новая причина',
    create: (name) => http.post<WriteOffReason>(`/v1/write_off_reason/${orgId}`, { name }),
  }),
  rename: (reasonId, name) => http.put<WriteOffReason>(`/v1/write_off_reason/${reasonId}`, { name }),
  remove: (reasonId) => http.delete(`/v1/write_off_reason/${reasonId}`),
};
