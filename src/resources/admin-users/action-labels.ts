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
  contract_create: 'Создан договор',
};

export const actionLabel = (action: string) => LABELS[action] ?? action;
