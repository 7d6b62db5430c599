import { id, listResponse, oneLine, ownedRow, timestamps } from './common';
import { z } from './zod';

export const goodCategory = z
  .object({
    ...ownedRow(),
    parent_id: z.number().nullable(),
    name: z.string(),
    position: z.number().int(),
    goods_count: z.number().int(),
    children_count: z.number().int(),
    ...timestamps,
  })
  .meta({ id: 'GoodCategory' });
export type GoodCategory = z.infer<typeof goodCategory>;

export const goodCategoryInput = z.strictObject({
  name: oneLine(100, 'Название категории'),
  parent_id: id.nullish(),
  position: z.number().int().min(0).max(100_000).optional(),
});
export type GoodCategoryInput = z.input<typeof goodCategoryInput>;
export const goodCategoryUpdate = goodCategoryInput.partial();

export const goodCategoriesResponse = listResponse(goodCategory);
