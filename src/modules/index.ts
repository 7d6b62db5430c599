import type { ModuleDef, ModuleId } from './types';

/** The module table (spec 000 §1): labels, flags, switcher targets, guards and group order. */
export const MODULES: readonly ModuleDef[] = [
  {
    id: 'client',
    label: 'Закупки',
    flag: 'module_client',
    target: '/client',
    segments: ['client'],
    guards: ['auth', 'client'],
    order: 1,
    inSwitcher: true,
  },
  {
    id: 'supplier',
    label: 'Продажи',
    flag: 'module_supplier',
    target: '/supplier',
    segments: ['supplier'],
    guards: ['auth', 'supplier'],
    order: 2,
    inSwitcher: true,
  },
  {
    id: 'inventory',
    label: 'Документы',
    flag: 'module_inventory',
    target: '/documents/stocktaking',
    segments: ['documents'],
    guards: ['auth', 'document'],
    order: 3,
    inSwitcher: true,
  },
  {
    id: 'setting',
    label: 'Управление',
    flag: 'module_setting',
    target: '/manage/organizations',
    segments: ['manage'],
    guards: ['auth', 'no-admin'],
    order: 4,
    inSwitcher: true,
    disabledForBackOffice: true,
  },
  {
    id: 'news',
    label: 'Новости',
    flag: 'module_news',
    target: '/news',
    segments: ['news'],
    guards: [],
    order: 5,
    inSwitcher: true,
    disabledForBackOffice: true,
  },
  {
    id: 'admin',
    label: 'Админка',
    target: '/admin/users',
    segments: ['admin'],
    guards: ['auth', 'back-office'],
    order: 6,
    inSwitcher: false,
    links: [
      { path: '/admin/users', label: 'Пользователи' },
      { path: '/admin/categories', label: 'Управление категориями' },
      { path: '/admin/news', label: 'Управление новостями' },
    ],
  },
  {
    id: 'catalog',
    label: 'Каталог',
    target: '/catalog/all-categories',
    segments: ['catalog', 'suppliers'],
    guards: [],
    order: 7,
    inSwitcher: false,
  },
  { id: 'general', label: 'Общие', target: '/', segments: [], guards: [], order: 8, inSwitcher: false },
];

const byId = new Map(MODULES.map((m) => [m.id, m]));

export function moduleById(id: ModuleId): ModuleDef {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown module ${id}`);
  return found;
}

/** The modules of the switcher, in group order. */
export const SWITCHER_MODULES = MODULES.filter((m) => m.inSwitcher).sort((a, b) => a.order - b.order);

/** The module a first path segment belongs to (`/documents/...` → inventory), if any. */
export function moduleOfSegment(segment: string): ModuleDef | undefined {
  return MODULES.find((m) => m.segments.includes(segment));
}
