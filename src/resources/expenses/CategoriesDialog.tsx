import { DictionaryDialog } from '@/components/dictionary-dialog';
import { categoriesApi } from './api';
import { categoriesKey, useExpenseCategories } from './use-categories';

/** «Категории расходов»: add several at once (one per line), rename, delete (a used one answers 409). */
export function CategoriesDialog({ organizationId, onClose }: { organizationId: number; onClose(): void }) {
  return (
    <DictionaryDialog
      title="Категории расходов"
      entries={useExpenseCategories(organizationId)}
      queryKey={categoriesKey(organizationId)}
      texts={{
        empty: 'Категорий пока нет',
        item: 'Категория',
        remove: 'Удалить категорию',
        saveFailed: 'Не удалось сохранить категорию',
      }}
      add={{
        kind: 'many',
        label: 'Новые категории (по одной в строке)',
        emptyMessage: 'Введите названия категорий, по одному в строке',
        create: (names) => categoriesApi.bulkCreate(organizationId, names),
      }}
      rename={categoriesApi.rename}
      remove={categoriesApi.remove}
      hint={(category) => (category.used ? `Расходов: ${category.used}` : undefined)}
      onClose={onClose}
    />
  );
}
