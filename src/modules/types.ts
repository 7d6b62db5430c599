import type { ModuleKey } from '@contract/modules';

/**
 * Sections of the app. The five spec modules (spec 000 §1) plus the areas that have their own
 * navigation but no module flag: admin (back-office), catalog (marketplace), general pages.
 */
export type ModuleId = 'client' | 'supplier' | 'inventory' | 'setting' | 'news' | 'admin' | 'catalog' | 'general';

export const MODULE_FLAG: Partial<Record<ModuleId, ModuleKey>> = {
  client: 'module_client',
  supplier: 'module_supplier',
  inventory: 'module_inventory',
  setting: 'module_setting',
  news: 'module_news',
};

/** Route guards of spec 000 §6. */
export type GuardName = 'auth' | 'client' | 'supplier' | 'document' | 'no-admin';
