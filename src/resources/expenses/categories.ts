import type { ExpenseCategory } from '@contract/expenses';
import type { Dictionary } from '@/components/dictionary-dialog';
import { http } from '@/providers/http';

/** «Категории расходов»: add several at once (one per line), rename, delete (a used one answers 409). */
export const expenseCategories: Dictionary<ExpenseCategory> = {
  key: 'expense_categories',
  title: 'Категории расходов',
  texts: {
    empty: 'Категорий пока нет',
    item: 'Категория',
    remove: 'Удалить категорию',
    saveFailed: 'Не удалось сохранить категорию',
  },
  list: (organizationId) =>
    http.get<ExpenseCategory[]>('/v1/expense_categories/', { organization_ids: [organizationId] }),
  add: (organizationId) => ({
    kind: 'many',
    label: 'Новые категории (по одной в строке)',
    emptyMessage: 'Введите названия категорий, по одному в строке',
    create: (names) =>
      http.post<ExpenseCategory[]>(
        '/v1/expense_categories/bulk_create',
        names.map((name) => ({ name })),
        { organization_id: organizationId },
      ),
  }),
  rename: (id, name) => http.put<ExpenseCategory>(`/v1/expense_categories/${id}`, { name }),
  remove: (id) => http.delete(`/v1/expense_categories/${id}`),
  hint: (category) => (category.used ? `Расходов: ${category.used}` : undefined),
};
