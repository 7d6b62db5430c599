import type { ExpenseBody, ExpenseDoc, expenseList } from '@contract/expenses';
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
