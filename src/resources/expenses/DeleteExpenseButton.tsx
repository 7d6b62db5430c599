import type { ExpenseDoc } from '@contract/expenses';
import { DeleteButton } from '@/components/confirm-dialog/DeleteButton';
import { formatDate, formatMoney } from '@/i18n/format';
import { expensesApi } from './api';

/** «Удалить» in the expense dialog, with a confirmation: a deleted expense leaves the totals for good. */
export function DeleteExpenseButton({ expense, onDeleted }: { expense: ExpenseDoc; onDeleted(): void }) {
  return (
    <DeleteButton
      question={`Удалить расход № ${expense.number}?`}
      consequence={`Расход на ${formatMoney(expense.amount)} от ${formatDate(expense.date)} исчезнет из списка и итогов, восстановить его будет нельзя.`}
      onDelete={async () => {
        await expensesApi.remove(expense.id);
        onDeleted();
      }}
      failure="Не удалось удалить расход"
      sx={{ mr: 'auto' }}
    />
  );
}
