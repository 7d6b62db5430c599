import { DEFAULT_LIMIT, id, keysOf, MAX_LIMIT, ownedRow } from './common';
import type { Permission } from './permissions';
import { z } from './zod';

/** A background job's states (issue 24): queued → running → done | failed | cancelled. */
export const JOB_STATE_LABELS = {
  queued: 'В очереди',
  running: 'Выполняется',
  done: 'Готово',
  failed: 'Ошибка',
  cancelled: 'Отменено',
};
export const JOB_STATES = keysOf(JOB_STATE_LABELS);
export type JobState = keyof typeof JOB_STATE_LABELS;
/** A state a job never leaves. */
export const jobFinished = (state: JobState) =>
  state === 'done' || state === 'failed' || state === 'cancelled';

export const JOB_KIND_LABELS = {
  import_goods_check: 'Проверка файла импорта',
  import_goods_apply: 'Применение импорта',
  import_goods_remap: 'Повторная проверка файла импорта',
  price_list_goods_bulk: 'Запись цен в прайс-лист',
  orders_export_client: 'Выгрузка заказов поставщикам в Excel',
  orders_export_supplier: 'Выгрузка заказов клиентов в Excel',
  orders_export_commerceml: 'Выгрузка заказов для 1С',
};
export const JOB_KINDS = keysOf(JOB_KIND_LABELS);
export type JobKind = keyof typeof JOB_KIND_LABELS;
/** Who may see and cancel a job: the holders of the permission its call needed. */
export const JOB_KIND_PERMISSIONS: Record<JobKind, Permission> = {
  import_goods_check: 'import_goods_c',
  import_goods_apply: 'import_goods_c',
  import_goods_remap: 'import_goods_c',
  price_list_goods_bulk: 'price_list_u',
  orders_export_client: 'order_client_r',
  orders_export_supplier: 'order_supplier_r',
  orders_export_commerceml: 'order_supplier_r',
};
export const JOB_PERMISSIONS = [...new Set(Object.values(JOB_KIND_PERMISSIONS))];
/** The goods import's kinds: what the import screen follows. */
export const IMPORT_JOB_KINDS: JobKind[] = ['import_goods_check', 'import_goods_apply', 'import_goods_remap'];

export const job = z
  .object({
    ...ownedRow(),
    kind: z.enum(JOB_KINDS),
    state: z.enum(JOB_STATES),
    stage: z.string().nullable().meta({ description: 'Этап по-русски: «Чтение файла», «Запись товаров»…' }),
    rows_done: z.number(),
    rows_total: z.number().nullable(),
    /** The import file the job checks or applies, once known. */
    file_id: z.number().nullable(),
    file_name: z.string().nullable(),
    result: z.record(z.string(), z.unknown()).nullable(),
    error: z.string().nullable().meta({ description: 'Причина ошибки по-русски' }),
    cancel_requested: z.boolean(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
  })
  .meta({
    id: 'Job',
    example: {
      id: 12,
      organization_id: 3,
      kind: 'import_goods_check',
      state: 'running',
      stage: 'Проверка строк',
      rows_done: 42000,
      rows_total: 100000,
      file_id: 57,
      file_name: 'товары.xlsx',
      result: null,
      error: null,
      cancel_requested: false,
      created_at: '2026-11-24T10:00:00.000Z',
      started_at: '2026-11-24T10:00:00.200Z',
      finished_at: null,
    },
  });
export type Job = z.infer<typeof job>;

export const jobParams = z.object({ id });
export const jobsQuery = z.object({
  organization_id: id,
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .meta({ description: 'true — только задачи в очереди и выполняющиеся' }),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});
export const jobsResponse = z.object({ items: z.array(job), total: z.number() });
