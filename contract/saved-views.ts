import { oneLine } from './common';
import { z } from './zod';

/** The lists whose filters, sort and columns a person may save (issue 42 item 18), with the right each needs. */
export const SAVED_VIEW_LISTS = {
  client_orders: { label: 'Заказы (закупки)', permission: 'order_client_r' },
  supplier_orders: { label: 'Заказы (продажи)', permission: 'order_supplier_r' },
  goods: { label: 'Каталог товаров', permission: 'good_r' },
} as const;
export type SavedViewList = keyof typeof SAVED_VIEW_LISTS;
const LIST_KEYS = Object.keys(SAVED_VIEW_LISTS) as [SavedViewList, ...SavedViewList[]];

/** A person keeps at most this many views of one list. */
export const MAX_VIEWS_PER_LIST = 20;

export const savedViewListKey = z.enum(LIST_KEYS, {
  error: `Список: одно из значений ${LIST_KEYS.join(', ')}`,
});

const key = z.string({ error: 'Ожидается строка' }).min(1).max(60, 'Не длиннее 60 символов');
const filterValue = z.union(
  [z.string().max(200, 'Значение фильтра: не длиннее 200 символов'), z.number(), z.boolean(), z.null()],
  { error: 'Значение фильтра: строка, число, да/нет или пусто' },
);

/** What a view restores: the list's own filters by name, its sort and the columns the person hid. */
export const savedViewState = z
  .object({
    filters: z
      .record(key, filterValue, { error: 'Фильтры: ожидается объект' })
      .refine((f) => Object.keys(f).length <= 20, 'Фильтры: не больше 20 значений'),
    sort: z
      .object({
        field: key,
        order: z.enum(['asc', 'desc'], { error: 'Порядок сортировки: asc или desc' }),
      })
      .strict()
      .nullable(),
    hidden_columns: z
      .array(key, { error: 'Скрытые колонки: ожидается список' })
      .max(30, 'Не больше 30 колонок'),
  })
  .strict();
export type SavedViewState = z.infer<typeof savedViewState>;

const viewName = oneLine(60, 'Название вида');

export const savedView = z
  .object({
    id: z.number(),
    list_key: savedViewListKey,
    name: z.string(),
    state: savedViewState,
    is_default: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: 'SavedView' });
export type SavedView = z.infer<typeof savedView>;

export const savedViewsQuery = z.object({ list_key: savedViewListKey });
export const savedViewsResponse = z.object({ items: z.array(savedView) });

export const savedViewCreateBody = z
  .object({
    list_key: savedViewListKey,
    name: viewName,
    state: savedViewState,
    is_default: z.boolean().optional(),
  })
  .strict();
export type SavedViewCreateBody = z.infer<typeof savedViewCreateBody>;

/** Rename, save the current state into it, or make it (or stop it being) the default. */
export const savedViewUpdateBody = z
  .object({ name: viewName.optional(), state: savedViewState.optional(), is_default: z.boolean().optional() })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Передайте название, состояние или признак вида по умолчанию');
export type SavedViewUpdateBody = z.infer<typeof savedViewUpdateBody>;
