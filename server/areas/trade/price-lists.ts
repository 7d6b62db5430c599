import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PriceListGoodInput, PriceListUpdate } from '../../../contract/price-lists';
import type { Queryable } from '../../db/client';
import { goods, partnerships, priceListCategories, priceLists } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { audit } from '../../lib/audit';
import { queryRows } from '../../lib/sql';
import { priceListEvent } from '../events/domain';

/** The supplier's own price list, locked for the change; 404 for any other. */
export async function lockOwnPriceList(tx: Queryable, priceListId: number, supplierId: number) {
  const [row] = await tx
    .select()
    .from(priceLists)
    .where(and(eq(priceLists.id, priceListId), eq(priceLists.supplierOrganizationId, supplierId)))
    .for('update');
  if (!row) throw notFound('Прайс-лист не найден');
  return row;
}

export async function createPriceList(
  tx: Queryable,
  request: FastifyRequest,
  supplierId: number,
  input: PriceListUpdate & { name: string; client_organization_id: number },
) {
  const [partnership] = await tx
    .select({ id: partnerships.id })
    .from(partnerships)
    .where(
      and(
        eq(partnerships.supplierOrganizationId, supplierId),
        eq(partnerships.clientOrganizationId, input.client_organization_id),
        inArray(partnerships.status, ['invited', 'active']),
      ),
    );
  if (!partnership) {
    throw badRequest('Прайс-лист можно создать только для своего клиента', {
      '0.client_organization_id': 'Выберите своего клиента',
    });
  }
  const [created] = await tx
    .insert(priceLists)
    .values({
      supplierOrganizationId: supplierId,
      clientOrganizationId: input.client_organization_id,
      name: input.name,
      ...(input.valid_from ? { validFrom: input.valid_from } : {}),
      validTo: input.valid_to ?? null,
      // A new list is a draft until the supplier activates it: the client keeps ordering from the
      // list in force meanwhile.
      isActive: false,
    })
    .returning({ id: priceLists.id });
  await audit(tx, request, {
    action: 'price_list_create',
    entity: 'price_list',
    entityId: created.id,
    organizationId: supplierId,
  });
  return created.id;
}

export async function updatePriceList(
  tx: Queryable,
  request: FastifyRequest,
  priceListId: number,
  supplierId: number,
  input: PriceListUpdate,
) {
  const row = await lockOwnPriceList(tx, priceListId, supplierId);
  if (input.is_active && !row.isActive) assertActivatable(row);
  const validFrom = input.valid_from ?? row.validFrom;
  const validTo = input.valid_to === undefined ? row.validTo : input.valid_to;
  if (validTo && validTo < validFrom) {
    throw badRequest('Дата окончания не может быть раньше даты начала', { valid_to: 'Раньше даты начала' });
  }
  await tx
    .update(priceLists)
    .set({
      name: input.name ?? row.name,
      validFrom,
      validTo,
      isActive: input.is_active ?? row.isActive,
      updatedAt: new Date(),
    })
    .where(eq(priceLists.id, row.id));
  await audit(tx, request, {
    action: 'price_list_update',
    entity: 'price_list',
    entityId: row.id,
    organizationId: supplierId,
  });
  await priceListEvent(tx, request, row.id);
}

/** A draft comes into force only with goods in it: an empty list would stop the client's orders. */
function assertActivatable(row: typeof priceLists.$inferSelect) {
  if (row.goodsCount === 0) {
    throw badRequest('В прайс-листе нет товаров. Добавьте товары, затем активируйте его.', {
      is_active: 'Сначала добавьте товары',
    });
  }
}

/** «Активировать»: the draft is in force from valid_from (today when omitted). */
export async function activatePriceList(
  tx: Queryable,
  request: FastifyRequest,
  priceListId: number,
  supplierId: number,
  validFrom: string,
) {
  const row = await lockOwnPriceList(tx, priceListId, supplierId);
  if (row.isActive) throw conflict('Прайс-лист уже активен', 'PRICE_LIST_ACTIVE');
  assertActivatable(row);
  if (row.validTo && row.validTo < validFrom) {
    throw badRequest('Дата начала позже даты окончания прайс-листа', { valid_from: 'Позже даты окончания' });
  }
  await tx
    .update(priceLists)
    .set({ isActive: true, validFrom, updatedAt: new Date() })
    .where(eq(priceLists.id, row.id));
  await audit(tx, request, {
    action: 'price_list_activate',
    entity: 'price_list',
    entityId: row.id,
    organizationId: supplierId,
    details: { valid_from: validFrom },
  });
  await priceListEvent(tx, request, row.id);
}

type PriceListRow = typeof priceLists.$inferSelect;

/**
 * Adds or reprices goods of the price list in one statement. Every good must be the supplier's and
 * every category the list's; otherwise a 422 names the first offending items and nothing is written.
 * Price history is appended by the database triggers.
 */
export async function upsertPriceListGoods(
  tx: Queryable,
  priceList: PriceListRow,
  items: PriceListGoodInput[],
) {
  await checkPriceListGoods(tx, priceList, items);
  const counts = await writePriceListGoods(tx, priceList, items);
  await tx.update(priceLists).set({ updatedAt: new Date() }).where(eq(priceLists.id, priceList.id));
  return counts;
}

/** A 422 naming the first offending items unless every good is the supplier's, once, and every category the list's. */
export async function checkPriceListGoods(
  tx: Queryable,
  priceList: PriceListRow,
  items: PriceListGoodInput[],
) {
  const fields: Record<string, string> = {};
  const seen = new Map<number, number>();
  items.forEach((item, index) => {
    if (seen.has(item.good_id)) fields[`${index}.good_id`] = `Товар ${item.good_id} указан дважды`;
    seen.set(item.good_id, index);
  });
  const goodIds = [...seen.keys()];
  const found = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(
      and(
        eq(goods.organizationId, priceList.supplierOrganizationId),
        sql`${goods.id} IN (SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(goodIds)}::jsonb))`,
      ),
    );
  const known = new Set(found.map((g) => g.id));
  items.forEach((item, index) => {
    if (!known.has(item.good_id))
      fields[`${index}.good_id`] = `Товар ${item.good_id} не найден среди ваших товаров`;
  });
  const categoryIds = [
    ...new Set(items.map((i) => i.price_list_category_id).filter((c): c is number => !!c)),
  ];
  if (categoryIds.length > 0) {
    const categories = await tx
      .select({ id: priceListCategories.id })
      .from(priceListCategories)
      .where(
        and(eq(priceListCategories.priceListId, priceList.id), inArray(priceListCategories.id, categoryIds)),
      );
    const knownCategories = new Set(categories.map((c) => c.id));
    items.forEach((item, index) => {
      const category = item.price_list_category_id;
      if (category && !knownCategories.has(category)) {
        fields[`${index}.price_list_category_id`] = `Категория ${category} не найдена в этом прайс-листе`;
      }
    });
  }
  const problems = Object.keys(fields);
  if (problems.length > 0) {
    const first = problems.slice(0, 20);
    throw badRequest(
      `Ничего не сохранено: ошибки в ${problems.length} строках. ${first.map((k) => fields[k]).join('; ')}`,
      Object.fromEntries(first.map((k) => [k, fields[k]])),
    );
  }
}

/** Writes checked goods and prices (checkPriceListGoods); answers how many were new and how many changed. */
export async function writePriceListGoods(
  tx: Queryable,
  priceList: PriceListRow,
  items: PriceListGoodInput[],
) {
  const payload = JSON.stringify(
    items.map((i) => ({
      good_id: i.good_id,
      price: i.price,
      price_list_category_id: i.price_list_category_id ?? null,
      keep_category: i.price_list_category_id === undefined,
    })),
  );
  const rows = await queryRows<{ inserted: boolean }>(
    tx,
    sql`
    INSERT INTO price_list_goods (price_list_id, good_id, supplier_organization_id, client_organization_id, price, price_list_category_id)
    SELECT ${priceList.id}, x.good_id, ${priceList.supplierOrganizationId}, ${priceList.clientOrganizationId}, x.price,
           CASE WHEN x.keep_category THEN kept.price_list_category_id ELSE x.price_list_category_id END
      FROM jsonb_to_recordset(${payload}::jsonb) AS x(good_id bigint, price numeric, price_list_category_id bigint, keep_category boolean)
      LEFT JOIN price_list_goods kept ON kept.price_list_id = ${priceList.id} AND kept.good_id = x.good_id
    ON CONFLICT (price_list_id, good_id) DO UPDATE
      SET price = excluded.price, price_list_category_id = excluded.price_list_category_id, updated_at = now()
      WHERE price_list_goods.price IS DISTINCT FROM excluded.price
         OR price_list_goods.price_list_category_id IS DISTINCT FROM excluded.price_list_category_id
    RETURNING (xmax = 0) AS inserted`,
  );
  const created = rows.filter((r) => r.inserted).length;
  return { created, updated: rows.length - created };
}

async function assertCategoryNameFree(tx: Queryable, priceListId: number, name: string, exceptId = 0) {
  const [taken] = await tx
    .select({ id: priceListCategories.id })
    .from(priceListCategories)
    .where(
      and(
        eq(priceListCategories.priceListId, priceListId),
        sql`lower(${priceListCategories.name}) = lower(${name})`,
        sql`${priceListCategories.id} <> ${exceptId}`,
      ),
    );
  if (taken) throw conflict(`Категория «${name}» уже есть в этом прайс-листе`, 'DUPLICATE');
}

export async function createPriceListCategory(
  tx: Queryable,
  priceList: typeof priceLists.$inferSelect,
  input: { name: string; position?: number },
) {
  await assertCategoryNameFree(tx, priceList.id, input.name);
  const [created] = await tx
    .insert(priceListCategories)
    .values({
      priceListId: priceList.id,
      supplierOrganizationId: priceList.supplierOrganizationId,
      clientOrganizationId: priceList.clientOrganizationId,
      name: input.name,
      position: input.position ?? 0,
    })
    .returning({ id: priceListCategories.id });
  return created.id;
}

export async function updatePriceListCategory(
  tx: Queryable,
  priceListId: number,
  categoryId: number,
  input: { name?: string; position?: number },
) {
  if (input.name) await assertCategoryNameFree(tx, priceListId, input.name, categoryId);
  const [updated] = await tx
    .update(priceListCategories)
    .set({
      ...(input.name ? { name: input.name } : {}),
      ...(input.position !== undefined ? { position: input.position } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(priceListCategories.id, categoryId), eq(priceListCategories.priceListId, priceListId)))
    .returning({ id: priceListCategories.id });
  if (!updated) throw notFound('Категория прайс-листа не найдена');
}
