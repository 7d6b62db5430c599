import { EXPENSE_TYPES } from '@contract/statuses';
import { MenuItem, Stack, TextField } from '@mui/material';
import { DateField } from '@/components/date-field/DateField';
import { useDictionary } from '@/components/dictionary-dialog';
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

const toId = (text: string) => (text === '' ? '' : Number(text));

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
      <TextField
        select
        size="small"
        label="Тип"
        value={value.type}
        sx={{ minWidth: 200 }}
        onChange={(e) => set({ type: toId(e.target.value) })}
      >
        <MenuItem value="">Все типы</MenuItem>
        {EXPENSE_TYPES.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Категория"
        value={value.category_id}
        sx={{ minWidth: 200 }}
        onChange={(e) => set({ category_id: toId(e.target.value) })}
      >
        <MenuItem value="">Все категории</MenuItem>
        {(categories.data ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <SalesPointSelect
        organizationId={organizationId}
        value={value.sales_point_id}
        onChange={(id) => set({ sales_point_id: id })}
        allowEmpty="Все точки"
      />
    </Stack>
  );
}
