import { boolQuery, id, listResponse } from './common';
import { z } from './zod';

export const globalCategory = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  name: z.string(),
  slug: z.string(),
  position: z.number(),
  is_main_nav_enabled: z.boolean(),
  /** Published goods of visible suppliers in this category and everything below it. */
  goods_count: z.number(),
});
export type GlobalCategory = z.infer<typeof globalCategory>;

export interface GlobalCategoryNode extends GlobalCategory {
  children: GlobalCategoryNode[];
}
export const globalCategoryNode: z.ZodType<GlobalCategoryNode> = z
  .lazy(() => globalCategory.extend({ children: z.array(globalCategoryNode) }))
  // A recursive schema needs a name to become an OpenAPI component.
  .meta({ id: 'GlobalCategoryNode' });

const depth = z.coerce
  .number({ error: 'depth должен быть числом' })
  .int('depth должен быть целым')
  .min(0, 'depth не может быть отрицательным')
  .max(10, 'depth должен быть не больше 10');

/** depth = how many levels below the roots are included (1: roots with their children). */
export const treeQuery = z.object({
  depth: depth.default(1),
  is_main_nav_enabled: boolQuery.optional(),
  hide_empty: boolQuery.default(false),
});
export const hierarchyQuery = z.object({ depth: depth.default(1) });
export const globalCategoriesList = listResponse(globalCategory);
export const globalCategoryIdParam = z.object({ id });
