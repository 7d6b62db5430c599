import type { ExpenseBody, ExpenseCategory, ExpenseDoc, expenseList } from '@contract/expenses';
import type { z } from '@contract/zod';
import { http, type Query } from '@/providers/http';

export type ExpenseListAnswer = z.infer<typeof expenseList>;

export const expensesApi = {
  list: (query: Query) => http.get<ExpenseListAnswer>('/v1/expense_docs/', query),
  create: (organizationId: number, body: ExpenseBody) =>
    http.post<ExpenseDoc>('/v1/expense_docs/', body, { organization_id: organizationId }),
  update: (id: number, body: ExpenseBody) => http.put<ExpenseDoc>(`/v1/expense_docs/${id}`, body),
  remove: (id: number) => http.delete(`/v1/expense_docs/${id}`),
};

export const categoriesApi = {
  list: (organizationId: number) =>
    http.get<ExpenseCategory[]>('/v1/expense_categories/', { organization_ids: [organizationId] }),
  bulkCreate: (organizationId: number, names: string[]) =>
    http.post<ExpenseCategory[]>(
      '/v1/expense_categories/bulk_create',
      names.map((name) => ({ name })),
      { organization_id: organizationId },
    ),
  rename: (id: number, name: string) => http.put<ExpenseCategory>(`/v1/expense_categories/${id}`, { name }),
  remove: (id: number) => http.delete(`/v1/expense_categories/${id}`),
};
