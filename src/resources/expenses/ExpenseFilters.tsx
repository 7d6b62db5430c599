import { EXPENSE_TYPES } from '@contract/statuses';
import { Stack } from '@mui/material';
import { DateField } from '@/components/date-field/DateField';
import { useDictionary } from '@/components/dictionary-dialog';
import { IdSelect } from '@/components/form-fields/IdSelect';
import { OrganizationPicker } from '@/components/organization-picker';
import { SalesPointSelect } from '@/resources/stocktaking/SalesPointSelect';
import { expenseCategories } from './categories';

export interface ExpenseFilterValues {
  date_from: string;
  date_to: string;
  type: number | '';
  category_id: number | '';
  sales_point_id: number | '';
}

export const NO_FILTERS: ExpenseFilterValues = {
  date_from: '',
  date_to: '',
  type: '',
  category_id: '',
  sales_point_id: '',
};

/** Filters of the expenses list: dates, type, category, sales point. */
export function ExpenseFilters({
  organizationId,
  value,
  onChange,
}: {
  organizationId: number | null;
  value: ExpenseFilterValues;
  onChange(value: ExpenseFilterValues): void;
}) {
  const categories = useDictionary(expenseCategories, organizationId);
  const set = (patch: Partial<ExpenseFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <OrganizationPicker permission="expense_docs_r" />
      <DateField
        size="small"
        width={170}
        label="Дата с"
        value={value.date_from}
        max={value.date_to || null}
        onChange={(next) => set({ date_from: next ?? '' })}
      />
      <DateField
        size="small"
        width={170}
        label="Дата по"
        value={value.date_to}
        min={value.date_from || null}
        onChange={(next) => set({ date_to: next ?? '' })}
      />
      <IdSelect
        label="Тип"
        all="Все типы"
        value={value.type}
        onChange={(type) => set({ type })}
        options={EXPENSE_TYPES}
        minWidth={200}
      />
      <IdSelect
        label="Категория"
        all="Все категории"
        value={value.category_id}
        onChange={(category_id) => set({ category_id })}
        options={categories.data ?? []}
        minWidth={200}
      />
      <SalesPointSelect
        organizationId={organizationId}
        value={value.sales_point_id}
        onChange={(id) => set({ sales_point_id: id })}
        allowEmpty="Все точки"
      />
    </Stack>
  );
}
