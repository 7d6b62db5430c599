import { defineResource } from '@/resources/types';

/** Expense documents: supplier payments and other costs with categories (spec 001 §7 "Expenses"). */
export const expensesResource = defineResource({
  name: 'expenses',
  routes: { list: '/documents/expenses' },
  pages: { list: () => import('./ExpensesList') },
  meta: {
    label: 'Расходы',
    module: 'inventory',
    dataProviderName: 'default',
    apiPath: 'expense_docs',
    permission: 'expense_docs_r',
    menuPermission: ['expense_docs_r'],
    nav: { order: 30 },
    guards: ['document'],
  },
});
