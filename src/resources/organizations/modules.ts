import type { ModuleKey } from '@contract/modules';

/** Module flags of an organization with the labels of spec 000 §1. */
export const MODULE_FLAGS: { key: ModuleKey; label: string; hint: string }[] = [
  { key: 'module_client', label: 'Закупки', hint: 'Заказы поставщикам, договоры, поставщики' },
  { key: 'module_supplier', label: 'Продажи', hint: 'Заказы клиентов, прайс-листы, новости' },
  { key: 'module_inventory', label: 'Документы', hint: 'Инвентаризации, списания, расходы' },
  { key: 'module_setting', label: 'Управление', hint: 'Организации, точки продаж, роли, пользователи' },
  { key: 'module_news', label: 'Новости', hint: 'Лента новостей поставщиков' },
];

export const moduleLabels = (flags: Record<ModuleKey, boolean>) =>
  MODULE_FLAGS.filter((m) => flags[m.key]).map((m) => m.label);
