import type { ModuleKey } from '@contract/modules';

/**
 * Sections of the app. The five spec modules (spec 000 §1) plus the areas that have their own
 * navigation but no module flag: admin (back-office), catalog (marketplace), general pages.
 */
export type ModuleId =
  | 'client'
  | 'supplier'
  | 'inventory'
  | 'setting'
  | 'news'
  | 'admin'
  | 'catalog'
  | 'general';

export const MODULE_FLAG: Partial<Record<ModuleId, ModuleKey>> = {
  client: 'module_client',
  supplier: 'module_supplier',
  inventory: 'module_inventory',
  setting: 'module_setting',
  news: 'module_news',
};

/**
 * Route guards of spec 000 §6, plus `back-office` (admin pages need the back-office role; the
 * spec leaves it implicit — the server refuses those calls anyway).
 */
export type GuardName = 'auth' | 'client' | 'supplier' | 'document' | 'no-admin' | 'back-office';

/** A link of a navigation group. */
export interface NavLink {
  label: string;
  path: string;
}

/** One row of the module table (spec 000 §1). */
export interface ModuleDef {
  id: ModuleId;
  /** Russian label in the module switcher and the side menu. */
  label: string;
  /** The module flag of the modules setting; modules without one are always on. */
  flag?: ModuleKey;
  /** Where a click on the switcher entry leads. */
  target: string;
  /** First path segments that belong to this module (the active module is derived from them). */
  segments: string[];
  /** Guards every route of this module gets (resources may add their own). */
  guards: GuardName[];
  /** Position of the module's group in the switcher and the side menu. */
  order: number;
  /** Shown in the module switcher. */
  inSwitcher: boolean;
  /** Links the module declares itself (the admin group); resource links are added to them. */
  links?: NavLink[];
  /** Disabled in the switcher for a back-office user who is not acting as someone (spec 000 §6). */
  disabledForBackOffice?: boolean;
}
