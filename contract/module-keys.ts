/**
 * The module flags and their defaults, without zod: the SPA's shell reads them on every page and
 * needs none of the schemas (issue 27: no schema is built that the page does not use).
 */
export const MODULE_KEYS = [
  'module_client',
  'module_supplier',
  'module_inventory',
  'module_setting',
  'module_news',
] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

/** Spec 000 §3: settings and news default to on; the rest come from organizations. */
export const DEFAULT_MODULES: Record<ModuleKey, boolean> = {
  module_client: false,
  module_supplier: false,
  module_inventory: false,
  module_setting: true,
  module_news: true,
};
