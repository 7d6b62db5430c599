import { DictionaryDialog } from '@/components/dictionary-dialog';
import { reasonsApi } from './api';
import { reasonsKey, useReasons } from './use-reasons';

/** «Причины списания»: list, add, rename, delete (a used reason answers 409 with its message). */
export function ReasonsDialog({ organizationId, onClose }: { organizationId: number; onClose(): void }) {
  return (
    <DictionaryDialog
      title="Причины списания"
      entries={useReasons(organizationId)}
      queryKey={reasonsKey(organizationId)}
      texts={{
        empty: 'Причин пока нет',
        item: 'Причина',
        remove: 'Удалить причину',
        saveFailed: 'Не удалось сохранить причину',
      }}
      add={{
        kind: 'one',
        label: 'Новая причина',
        create: (name) => reasonsApi.create(organizationId, name),
      }}
      rename={reasonsApi.rename}
      remove={reasonsApi.remove}
      onClose={onClose}
    />
  );
}
