import type { ExpenseBody, ExpenseDoc } from '@contract/expenses';
import { EXPENSE_TYPES } from '@contract/statuses';
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { DocumentDateField } from '@/components/date-field/DateField';
import { DictionarySelect, useDictionary } from '@/components/dictionary-dialog';
import { FormDialog, useSave } from '@/components/form-dialog';
import { CommentField, DecimalField } from '@/components/form-fields/TextFields';
import { useCanIn } from '@/components/permissions/use-can-in';
import { SalesPointSelect } from '@/resources/stocktaking/SalesPointSelect';
import { expensesApi } from './api';
import { expenseCategories } from './categories';
import { DeleteExpenseButton } from './DeleteExpenseButton';
import { SupplierField } from './SupplierField';

const today = () => new Date().toLocaleDateString('sv-SE');
const parseOrderIds = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);

/** «Новый расход» / «Расход № N»: type 0 pays a supplier (and optionally orders), type 1 has a category. */
export function ExpenseDialog({
  organizationId,
  expense,
  onSaved,
  onClose,
}: {
  organizationId: number;
  expense: ExpenseDoc | null;
  onSaved(): void;
  onClose(): void;
}) {
  const categories = useDictionary(expenseCategories, organizationId);
  const [type, setType] = useState<number>(expense?.type ?? 0);
  const [supplierId, setSupplierId] = useState<number | ''>(expense?.supplier_organization_id ?? '');
  const [orderIds, setOrderIds] = useState(expense?.order_ids.join(', ') ?? '');
  const [categoryId, setCategoryId] = useState<number | ''>(expense?.category_id ?? '');
  const [amount, setAmount] = useState(expense?.amount ?? '');
  const [date, setDate] = useState(expense?.date ?? today());
  const [comment, setComment] = useState(expense?.comment ?? '');
  const [salesPointId, setSalesPointId] = useState<number | ''>(expense?.sales_point_id ?? '');
  const { error, setError, busy, save: run } = useSave('Не удалось сохранить расход');
  const canDelete = useCanIn(organizationId, 'expense_docs_u');
  const save = async () => {
    const orders = parseOrderIds(orderIds);
    if (orders.some((n) => !Number.isInteger(n) || n <= 0))
      return setError('Номера заказов — целые числа через запятую');
    const body: ExpenseBody = {
      type,
      date,
      amount: amount.replace(',', '.').replace(/\s/g, ''),
      sales_point_id: salesPointId === '' ? null : salesPointId,
      supplier_organization_id: type === 0 && supplierId !== '' ? supplierId : null,
      category_id: type === 1 && categoryId !== '' ? categoryId : null,
      order_ids: type === 0 ? orders : [],
      comment: comment || null,
    };
    await run(async () => {
      if (expense) await expensesApi.update(expense.id, body);
      else await expensesApi.create(organizationId, body);
      onSaved();
    });
  };
  return (
    <FormDialog
      title={expense ? `Расход № ${expense.number}` : 'Новый расход'}
      error={error}
      busy={busy}
      onSave={save}
      onClose={onClose}
      actions={expense && canDelete && <DeleteExpenseButton expense={expense} onDeleted={onSaved} />}
    >
      <TextField
        select
        size="small"
        label="Тип"
        value={type}
        onChange={(e) => setType(Number(e.target.value))}
      >
        {EXPENSE_TYPES.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.label}
          </MenuItem>
        ))}
      </TextField>
      {type === 0 ? (
        <>
          <SupplierField organizationId={organizationId} value={supplierId} onChange={setSupplierId} />
          <TextField
            size="small"
            label="Номера заказов"
            value={orderIds}
            onChange={(e) => setOrderIds(e.target.value)}
            helperText="Необязательно; через запятую"
          />
        </>
      ) : (
        <DictionarySelect
          label="Категория"
          entries={categories}
          value={categoryId}
          onChange={setCategoryId}
          emptyHint="Сначала добавьте категории расходов"
        />
      )}
      <DecimalField size="small" label="Сумма, ₽" value={amount} onChange={setAmount} />
      <DocumentDateField value={date} onChange={setDate} />
      <SalesPointSelect
        organizationId={organizationId}
        value={salesPointId}
        onChange={setSalesPointId}
        allowEmpty="Без точки"
      />
      <CommentField value={comment} onChange={setComment} multiline />
    </FormDialog>
  );
}
