import { documentResource } from '@/components/document-list/resource';

/** Expense documents: supplier payments and other costs with categories (spec 001 §7 "Expenses"). */
export const expensesResource = documentResource({
  name: 'expenses',
  pages: { list: () => import('./ExpensesList') },
  meta: { label: 'Расходы', apiPath: 'expense_docs', permission: 'expense_docs_r', nav: { order: 30 } },
});
