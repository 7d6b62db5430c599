import { asc, eq } from 'drizzle-orm';
import { CONTRACT_STATUSES } from '../../../contract/statuses';
import {
  contractStatusHistory,
  contracts,
  goodCategories,
  goods,
  partnershipSalesPoints,
  partnerships,
  priceListCategories,
  priceListGoods,
  priceLists,
  salesPoints,
} from '../schema';
import type { SeedContext, Seeder } from './context';

const TERMS = {
  status: 'active' as const,
  minOrderAmount: '3000.00',
  deliveryWeekdays: [1, 2, 3, 4, 5, 6],
  orderCutoffTime: '18:00',
  deliveryWindows: [
    { from: '08:00', to: '12:00' },
    { from: '14:00', to: '18:00' },
  ],
};

async function seedPartnership(ctx: SeedContext, key: 'dairy' | 'veg') {
  const client = ctx.id('org:client');
  const supplier = ctx.id(`org:${key}`);
  const [partnership] = await ctx.db
    .insert(partnerships)
    .values({
      clientOrganizationId: client,
      supplierOrganizationId: supplier,
      invitedByOrganizationId: supplier,
      ...TERMS,
    })
    .returning();
  ctx.ids.set(`partnership:${key}`, partnership.id);
  const points = await ctx.db
    .select({ id: salesPoints.id })
    .from(salesPoints)
    .where(eq(salesPoints.organizationId, client));
  if (points.length > 0) {
    await ctx.db.insert(partnershipSalesPoints).values(
      points.map((p) => ({
        partnershipId: partnership.id,
        clientOrganizationId: client,
        supplierOrganizationId: supplier,
        salesPointId: p.id,
      })),
    );
  }
}

/** A price list for the client with every good of the supplier at its base price, grouped like the catalogue. */
async function seedPriceList(ctx: SeedContext, key: 'dairy' | 'veg', name: string) {
  const client = ctx.id('org:client');
  const supplier = ctx.id(`org:${key}`);
  const [list] = await ctx.db
    .insert(priceLists)
    .values({
      supplierOrganizationId: supplier,
      clientOrganizationId: client,
      name,
      validFrom: '2026-01-01',
      isActive: true,
    })
    .returning();
  ctx.ids.set(`pl:${key}`, list.id);
  const categories = await ctx.db
    .select({ id: goodCategories.id, name: goodCategories.name })
    .from(goodCategories)
    .where(eq(goodCategories.organizationId, supplier))
    .orderBy(asc(goodCategories.position), asc(goodCategories.id));
  const byName = new Map<string, number>();
  const listCategoryOf = new Map<number, number>();
  for (const [position, category] of categories.entries()) {
    let id = byName.get(category.name.toLowerCase());
    if (id === undefined) {
      [{ id }] = await ctx.db
        .insert(priceListCategories)
        .values({
          priceListId: list.id,
          supplierOrganizationId: supplier,
          clientOrganizationId: client,
          name: category.name,
          position,
        })
        .returning({ id: priceListCategories.id });
      byName.set(category.name.toLowerCase(), id);
    }
    listCategoryOf.set(category.id, id);
  }
  const supplierGoods = await ctx.db
    .select({ id: goods.id, categoryId: goods.categoryId, basePrice: goods.basePrice })
    .from(goods)
    .where(eq(goods.organizationId, supplier));
  if (supplierGoods.length === 0) return;
  await ctx.db.insert(priceListGoods).values(
    supplierGoods.map((good) => ({
      priceListId: list.id,
      goodId: good.id,
      supplierOrganizationId: supplier,
      clientOrganizationId: client,
      price: good.basePrice ?? '100.00',
      priceListCategoryId: good.categoryId ? (listCategoryOf.get(good.categoryId) ?? null) : null,
    })),
  );
}

async function seedContract(
  ctx: SeedContext,
  key: 'dairy' | 'veg',
  values: { number: string; dateFrom: string; dateTo: string; terms: string },
  path: (keyof typeof CONTRACT_STATUSES.byKey)[],
) {
  const client = ctx.id('org:client');
  const supplier = ctx.id(`org:${key}`);
  const last = path[path.length - 1];
  const statusId = CONTRACT_STATUSES.byKey[last].id;
  // The supplier drafts and sends for approval; the client approves.
  const sideOf = (status: typeof last) => (status === 'active' ? client : supplier);
  const [contract] = await ctx.db
    .insert(contracts)
    .values({
      clientOrganizationId: client,
      supplierOrganizationId: supplier,
      ...values,
      statusId,
      createdByOrganizationId: supplier,
      statusSetByOrganizationId: sideOf(last),
    })
    .returning({ id: contracts.id });
  ctx.ids.set(`contract:${key}`, contract.id);
  const actor = ctx.id(key === 'dairy' ? 'user:dairy_admin' : 'user:veg_admin');
  await ctx.db.insert(contractStatusHistory).values(
    path.map((status, i) => ({
      contractId: contract.id,
      clientOrganizationId: client,
      supplierOrganizationId: supplier,
      fromStatusId: i === 0 ? null : CONTRACT_STATUSES.byKey[path[i - 1]].id,
      toStatusId: CONTRACT_STATUSES.byKey[status].id,
      userId: status === 'active' ? ctx.id('user:client_admin') : actor,
      realUserId: status === 'active' ? ctx.id('user:client_admin') : actor,
      organizationId: sideOf(status),
    })),
  );
}

export const tradeSeeder: Seeder = {
  name: 'partnerships, contracts, price lists',
  async run(ctx) {
    await seedPartnership(ctx, 'dairy');
    await seedPartnership(ctx, 'veg');
    await seedPriceList(ctx, 'dairy', 'Молочная продукция для «Вкусного двора»');
    await seedPriceList(ctx, 'veg', 'Овощи и фрукты для «Вкусного двора»');
    await seedContract(
      ctx,
      'dairy',
      {
        number: 'ЗР-2026/014',
        dateFrom: '2026-01-01',
        dateTo: '2026-12-31',
        terms: 'Поставка молочной продукции по заявкам, оплата в течение 14 дней после поставки.',
      },
      ['draft', 'on_approval', 'active'],
    );
    await seedContract(
      ctx,
      'veg',
      {
        number: 'УР-27/2026',
        dateFrom: '2026-03-01',
        dateTo: '2027-02-28',
        terms: 'Овощи и фрукты, доставка до 12:00, отсрочка платежа 7 дней.',
      },
      ['draft', 'on_approval'],
    );
  },
};
