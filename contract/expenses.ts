import {
  id,
  idList,
  idNameOrNull,
  isoDateTime,
  listQuery,
  listResponse,
  oneLine,
  optionalText,
  ownedRow,
} from './common';
import { EXPENSE_TYPES } from './statuses';
import { dateRange, decimalInput, saneDocDate } from './stocktaking';
import { z } from './zod';

const expenseType = z.coerce
  .number({ error: 'Тип расхода: 0 или 1' })
  .int()
  .refine(
    (v) => EXPENSE_TYPES.some((t) => t.id === v),
    'Тип расхода: 0 (оплата поставщику) или 1 (прочие затраты)',
  );

export const expenseListQuery = listQuery(['id', 'number', 'date', 'amount', 'type', 'created_at']).extend({
  organization_id: id.optional(),
  type: expenseType.optional(),
  category_id: id.optional(),
  sales_point_id: id.optional(),
  ...dateRange,
});

export const expenseDoc = z.object({
  ...ownedRow(),
  number: z.number(),
  type: z.number(),
  type_label: z.string(),
  date: z.string(),
  amount: z.string(),
  ...idNameOrNull('sales_point'),
  supplier_organization_id: z.number().nullable(),
  supplier_name: z.string().nullable(),
  ...idNameOrNull('category'),
  order_ids: z.array(z.number()),
  comment: z.string().nullable(),
  created_at: isoDateTime,
});
export type ExpenseDoc = z.infer<typeof expenseDoc>;

/** The list answer also carries the sums of the whole filtered set, per type (computed in SQL). */
export const expenseList = listResponse(expenseDoc).extend({
  totals: z.object({
    amount: z.string(),
    by_type: z.array(z.object({ type: z.number(), label: z.string(), amount: z.string() })),
  }),
});

export const expenseBody = z
  .strictObject({
    type: expenseType,
    date: saneDocDate,
    amount: decimalInput('Сумма', 2, { positive: true }),
    sales_point_id: id.nullish(),
    supplier_organization_id: id.nullish(),
    category_id: id.nullish(),
    order_ids: z.array(id).max(100, 'Не больше 100 заказов').optional(),
    comment: optionalText(2000, 'Комментарий'),
  })
  .superRefine((v, ctx) => {
    if (v.type === 0 && !v.supplier_organization_id) {
      ctx.addIssue({ code: 'custom', path: ['supplier_organization_id'], message: 'Укажите поставщика' });
    }
    if (v.type === 1 && !v.category_id) {
      ctx.addIssue({ code: 'custom', path: ['category_id'], message: 'Укажите категорию расхода' });
    }
    if (v.type === 1 && v.order_ids?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['order_ids'],
        message: 'Заказы указываются только при оплате поставщику',
      });
    }
  });
export type ExpenseBody = z.infer<typeof expenseBody>;
export const organizationQuery = z.object({ organization_id: id });

export const expenseCategory = z.object({
  ...ownedRow(),
  name: z.string(),
  used: z.number(),
});
export type ExpenseCategory = z.infer<typeof expenseCategory>;
export const expenseCategoriesQuery = z.object({ organization_ids: idList });
export const expenseCategoryBody = z.strictObject({ name: oneLine(120, 'Категория расходов') });
export const expenseCategoriesCreate = z
  .array(expenseCategoryBody)
  .min(1, 'Добавьте хотя бы одну категорию')
  .max(100, 'Не больше 100 категорий за раз');
