import { goodCategories, goods, measures } from '../schema';
import type { SeedContext, Seeder } from './context';
import { DAIRY_CATEGORIES, DAIRY_GOODS, type DemoGood, VEG_CATEGORIES, VEG_GOODS } from './goods-data';

/** A valid EAN-13 from a 12-digit body (check digit appended). */
export function ean13(body: string): string {
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

async function seedOrganization(
  ctx: SeedContext,
  orgKey: string,
  barcodePrefix: string,
  categories: [string, string, string | null][],
  list: DemoGood[],
) {
  const organizationId = ctx.id(orgKey);
  for (const [position, [key, name, parent]] of categories.entries()) {
    const [row] = await ctx.db
      .insert(goodCategories)
      .values({ organizationId, name, parentId: parent ? ctx.id(parent) : null, position })
      .returning({ id: goodCategories.id });
    ctx.ids.set(key, row.id);
  }
  const measureIds = new Map((await ctx.db.select().from(measures)).map((m) => [m.name, m.id]));
  const rows = await ctx.db
    .insert(goods)
    .values(
      list.map(([, name, code, measure, category, vat, price, published], i) => ({
        organizationId,
        name,
        code,
        barcodes: [ean13(`${barcodePrefix}${String(i + 1).padStart(12 - barcodePrefix.length, '0')}`)],
        measureId: measureIds.get(measure) ?? 1,
        categoryId: category ? ctx.id(category) : null,
        vatRate: vat,
        basePrice: price,
        isPublished: published,
        description: null,
      })),
    )
    .returning({ id: goods.id, code: goods.code });
  const idByCode = new Map(rows.map((r) => [r.code, r.id]));
  for (const [key, , code] of list) ctx.ids.set(`good:${key}`, idByCode.get(code) as number);
}

export const goodsSeeder: Seeder = {
  name: 'goods and categories',
  async run(ctx) {
    await seedOrganization(ctx, 'org:dairy', '460701', DAIRY_CATEGORIES, DAIRY_GOODS);
    await seedOrganization(ctx, 'org:veg', '460702', VEG_CATEGORIES, VEG_GOODS);
  },
};
