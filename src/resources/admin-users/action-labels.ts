import type { ImpersonationAction } from '@contract/admin';
import { ORDER_STATUSES } from '@contract/statuses';

/** Russian names of the audit actions an admin is most likely to look for; others show as recorded. */
const LABELS: Record<string, string> = {
  impersonation_start: 'Начало входа от имени пользователя',
  impersonation_end: 'Возврат в режим администратора',
  role_create: 'Создана роль',
  role_update: 'Изменена роль',
  role_delete: 'Удалена роль',
  order_create: 'Создан заказ',
  order_update: 'Изменён заказ',
  order_status: 'Изменён статус заказа',
  order_delete: 'Удалён черновик заказа',
  contract_create: 'Создан договор',
  contract_update: 'Изменён договор',
  contract_status: 'Изменён статус договора',
  post_create: 'Создана новость',
  post_update: 'Изменена новость',
  post_delete: 'Удалена новость',
  profile_update: 'Изменён профиль',
  organization_update: 'Изменена организация',
  sales_point_create: 'Создана точка продаж',
  sales_point_update: 'Изменена точка продаж',
  good_create: 'Создан товар',
  good_update: 'Изменён товар',
  price_list_create: 'Создан прайс-лист',
  price_list_update: 'Изменён прайс-лист',
  write_off_create: 'Создано списание',
  stocktaking_create: 'Создана инвентаризация',
  expense_create: 'Создан расход',
};

const DRAFT = ORDER_STATUSES.byKey.draft.id;

export function actionLabel(action: Pick<ImpersonationAction, 'action' | 'details'>) {
  // An order created as a draft (not sent) is what the admin will look for after «Сохранить черновик».
  if (action.action === 'order_create' && action.details.status_id === DRAFT) return 'Создан черновик заказа';
  return LABELS[action.action] ?? action.action;
}

/** The object of an action: «Заказ № 12», «Роль № 3». */
const ENTITIES: Record<string, string> = {
  order: 'Заказ',
  role: 'Роль',
  post: 'Новость',
  contract: 'Договор',
  organization: 'Организация',
  sales_point: 'Точка продаж',
  good: 'Товар',
  good_category: 'Категория товаров',
  global_category: 'Категория каталога',
  price_list: 'Прайс-лист',
  partnership: 'Партнёрство',
  user: 'Пользователь',
  write_off_doc: 'Списание',
  stocktaking_doc: 'Инвентаризация',
  expense_doc: 'Расход',
  import_file: 'Файл импорта',
};

export function entityLabel(action: Pick<ImpersonationAction, 'entity' | 'entity_id'>) {
  if (!action.entity) return '—';
  const name = ENTITIES[action.entity] ?? action.entity;
  return action.entity_id ? `${name} № ${action.entity_id}` : name;
}
