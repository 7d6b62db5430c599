import { DEFAULT_MODULES, MODULE_KEYS, type ModuleKey } from './module-keys';
import { z } from './zod';

export { DEFAULT_MODULES, MODULE_KEYS, type ModuleKey };

export const modulesSetting = z.object({
  module_client: z.boolean(),
  module_supplier: z.boolean(),
  module_inventory: z.boolean(),
  module_setting: z.boolean(),
  module_news: z.boolean(),
});
export type ModulesSetting = z.infer<typeof modulesSetting>;
