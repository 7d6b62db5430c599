import { z } from './zod';

export const MODULE_KEYS = [
  'module_client',
  'module_supplier',
  'module_inventory',
  'module_setting',
  'module_news',
] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

export const modulesSetting = z.object({
  module_client: z.boolean(),
  module_supplier: z.boolean(),
  module_inventory: z.boolean(),
  module_setting: z.boolean(),
  module_news: z.boolean(),
});
export type ModulesSetting = z.infer<typeof modulesSetting>;

/** Spec 000 §3: settings and news default to on; the rest come from organizations. */
export const DEFAULT_MODULES: ModulesSetting = {
  module_client: false,
  module_supplier: false,
  module_inventory: false,
  module_setting: true,
  module_news: true,
};
