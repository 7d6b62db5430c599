import { deliveryZones } from './entities/delivery-zones';
import { entityPermissions } from './entity-kit';

/**
 * Every permission of the product, declared once (DESIGN §5).
 * Names follow the spec's entity_action form: r read, c create, u update.
 */
export const PERMISSION_GROUPS = {
  organizations: 'Организации',
  sales_points: 'Точки продаж',
  access: 'Роли и пользователи',
  goods: 'Каталог товаров',
  partnerships: 'Партнёрства и договоры',
  price_lists: 'Прайс-листы',
  orders_client: 'Заказы (закупки)',
  orders_supplier: 'Заказы (продажи)',
  inventory: 'Складские документы',
  replenishment: 'Пополнение запасов',
  expenses: 'Расходы',
  news: 'Новости',
} as const;
export type PermissionGroup = keyof typeof PERMISSION_GROUPS;

export const PERMISSIONS = {
  organization_r: { label: 'Просмотр организации', group: 'organizations' },
  organization_c: { label: 'Создание организаций', group: 'organizations' },
  organization_u: { label: 'Изменение организации', group: 'organizations' },
  sales_point_client_r: { label: 'Просмотр точек продаж', group: 'sales_points' },
  sales_point_c: { label: 'Создание точек продаж', group: 'sales_points' },
  sales_point_u: { label: 'Изменение точек продаж', group: 'sales_points' },
  role_r: { label: 'Просмотр ролей', group: 'access' },
  role_c: { label: 'Создание ролей', group: 'access' },
  role_u: { label: 'Изменение ролей', group: 'access' },
  user_r: { label: 'Просмотр пользователей', group: 'access' },
  user_c: { label: 'Приглашение пользователей', group: 'access' },
  user_u: { label: 'Изменение прав пользователей', group: 'access' },
  good_r: { label: 'Просмотр товаров', group: 'goods' },
  good_c: { label: 'Создание товаров', group: 'goods' },
  good_u: { label: 'Изменение товаров', group: 'goods' },
  import_goods_c: { label: 'Импорт товаров', group: 'goods' },
  partnership_r: { label: 'Просмотр партнёрств', group: 'partnerships' },
  partnership_c: { label: 'Приглашение партнёров', group: 'partnerships' },
  partnership_u: { label: 'Изменение условий партнёрства', group: 'partnerships' },
  contract_r: { label: 'Просмотр договоров', group: 'partnerships' },
  contract_c: { label: 'Создание договоров', group: 'partnerships' },
  contract_u: { label: 'Изменение договоров', group: 'partnerships' },
  price_list_r: { label: 'Просмотр прайс-листов', group: 'price_lists' },
  price_list_c: { label: 'Создание прайс-листов', group: 'price_lists' },
  price_list_u: { label: 'Изменение прайс-листов', group: 'price_lists' },
  order_client_r: { label: 'Просмотр заказов', group: 'orders_client' },
  order_client_c: { label: 'Создание заказов', group: 'orders_client' },
  order_client_u: { label: 'Изменение заказов', group: 'orders_client' },
  order_supplier_r: { label: 'Просмотр заказов клиентов', group: 'orders_supplier' },
  order_supplier_c: { label: 'Создание заказов для клиентов', group: 'orders_supplier' },
  order_supplier_u: { label: 'Обработка заказов клиентов', group: 'orders_supplier' },
  stocktaking_docs_client_r: { label: 'Просмотр инвентаризаций', group: 'inventory' },
  stocktaking_docs_client_c: { label: 'Создание инвентаризаций', group: 'inventory' },
  stocktaking_docs_client_u: { label: 'Подсчёт и изменение инвентаризаций', group: 'inventory' },
  stocktaking_docs_client_u_accounting: { label: 'Проведение инвентаризаций', group: 'inventory' },
  write_off_r: { label: 'Просмотр списаний', group: 'inventory' },
  write_off_c: { label: 'Создание списаний', group: 'inventory' },
  write_off_u: { label: 'Изменение и проведение списаний', group: 'inventory' },
  par_level_r: { label: 'Просмотр уровней запаса', group: 'replenishment' },
  par_level_u: { label: 'Изменение уровней запаса', group: 'replenishment' },
  expense_docs_r: { label: 'Просмотр расходов', group: 'expenses' },
  expense_docs_c: { label: 'Создание расходов', group: 'expenses' },
  expense_docs_u: { label: 'Изменение расходов', group: 'expenses' },
  post_r: { label: 'Просмотр своих новостей', group: 'news' },
  post_c: { label: 'Создание новостей', group: 'news' },
  post_u: { label: 'Изменение новостей', group: 'news' },
  ...entityPermissions(deliveryZones),
} as const satisfies Record<string, { label: string; group: PermissionGroup }>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];
export type AccessMap = Partial<Record<Permission, boolean>>;

export function isPermission(name: string): name is Permission {
  return Object.hasOwn(PERMISSIONS, name);
}

const byPrefix = (...prefixes: string[]) =>
  PERMISSION_NAMES.filter((p) => prefixes.some((prefix) => p.startsWith(prefix)));

/** System roles every new organization gets; shown in lists, never editable. */
export const SYSTEM_ROLES = [
  { key: 'admin', name: 'Администратор', permissions: PERMISSION_NAMES },
  {
    key: 'buyer',
    name: 'Закупщик',
    permissions: [
      ...byPrefix('order_client_', 'partnership_', 'contract_r', 'price_list_r', 'par_level_'),
      'sales_point_client_r',
      'good_r',
    ] as Permission[],
  },
  {
    key: 'sales',
    name: 'Менеджер по продажам',
    permissions: [
      ...byPrefix('order_supplier_', 'partnership_', 'contract_', 'price_list_', 'good_', 'post_'),
      'import_goods_c',
    ] as Permission[],
  },
  {
    key: 'storekeeper',
    name: 'Кладовщик',
    permissions: [
      ...byPrefix('write_off_'),
      'stocktaking_docs_client_r',
      'stocktaking_docs_client_c',
      'stocktaking_docs_client_u',
      'sales_point_client_r',
      'good_r',
    ] as Permission[],
  },
] as const;
export type SystemRoleKey = (typeof SYSTEM_ROLES)[number]['key'];

/** The access map is the OR of every permission over all of a user's roles (spec 001 §6). */
export function mergeAccess(permissionSets: Iterable<Iterable<string>>): AccessMap {
  const map: AccessMap = {};
  for (const name of PERMISSION_NAMES) map[name] = false;
  for (const set of permissionSets) {
    for (const name of set) if (isPermission(name)) map[name] = true;
  }
  return map;
}
