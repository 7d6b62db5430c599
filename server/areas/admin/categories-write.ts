import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CreateGlobalCategoryBody, UpdateGlobalCategoryBody } from '../../../contract/admin';
import type { Tx } from '../../db/client';
import { globalCategories, goods } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { audit } from '../../lib/audit';
import {
  assertNoCycle,
  type CategoryRow,
  inTreeTransaction,
  lockedRow,
  lockSiblings,
  parentIs,
  readRows,
  renumber,
  siblings,
} from './categories-lock';
import { uniqueSlug } from './slug';

async function findOrThrow(tx: Tx, id: number) {
  const [row] = await readRows(tx, [id]);
  if (!row) throw notFound('Категория не найдена');
  return row;
}

async function assertParentExists(tx: Tx, parentId: number | null) {
  if (parentId === null) return;
  const [row] = await readRows(tx, [parentId]);
  if (!row) throw badRequest('Родительская категория не найдена', { parent_id: 'Категория не найдена' });
}

async function assertNameFree(tx: Tx, name: string, parentId: number | null, exceptId?: number) {
  const [clash] = await tx
    .select({ id: globalCategories.id })
    .from(globalCategories)
    .where(
      and(
        parentIs(parentId),
        sql`lower(${globalCategories.name}) = lower(${name})`,
        exceptId ? ne(globalCategories.id, exceptId) : undefined,
      ),
    );
  if (clash) throw conflict(`Категория «${name}» уже есть на этом уровне`, 'DUPLICATE');
}

export async function createCategory(request: FastifyRequest, body: CreateGlobalCategoryBody) {
  const parentId = body.parent_id ?? null;
  return inTreeTransaction(request.server.db, async (tx) => {
    await assertParentExists(tx, parentId);
    await lockSiblings(tx, [parentId], parentId === null ? [] : [parentId]);
    await assertNameFree(tx, body.name, parentId);
    const position = (await siblings(tx, parentId)).length;
    const [row] = await tx
      .insert(globalCategories)
      .values({
        parentId,
        name: body.name,
        slug: await uniqueSlug(tx, body.name),
        position,
        isMainNavEnabled: body.is_main_nav_enabled,
      })
      .returning();
    await audit(tx, request, {
      action: 'global_category_create',
      entity: 'global_category',
      entityId: row.id,
    });
    return row.id;
  });
}

export async function updateCategory(request: FastifyRequest, id: number, body: UpdateGlobalCategoryBody) {
  return inTreeTransaction(request.server.db, async (tx) => {
    const before = await findOrThrow(tx, id);
    const newParent = body.parent_id === undefined ? before.parentId : body.parent_id;
    const moving = newParent !== before.parentId;
    if (moving) await assertParentExists(tx, newParent);
    await lockSiblings(tx, [before.parentId, newParent], newParent === null ? [id] : [id, newParent]);
    const node = await lockedRow(tx, id, before.parentId);
    if (moving) await assertNoCycle(tx, id, newParent);
    const name = body.name ?? node.name;
    if (moving || name.toLowerCase() !== node.name.toLowerCase())
      await assertNameFree(tx, name, newParent, id);
    await tx
      .update(globalCategories)
      .set({
        name,
        parentId: newParent,
        isMainNavEnabled: body.is_main_nav_enabled ?? node.isMainNavEnabled,
        position: moving ? (await siblings(tx, newParent)).length : node.position,
        updatedAt: new Date(),
      })
      .where(eq(globalCategories.id, id));
    if (moving) await renumber(tx, await siblings(tx, node.parentId));
    await audit(tx, request, {
      action: 'global_category_update',
      entity: 'global_category',
      entityId: id,
      details: { ...body },
    });
  });
}

export async function deleteCategory(request: FastifyRequest, id: number) {
  await inTreeTransaction(request.server.db, async (tx) => {
    const before = await findOrThrow(tx, id);
    await lockSiblings(tx, [before.parentId, id], [id]);
    const node = await lockedRow(tx, id, before.parentId);
    if ((await siblings(tx, id)).length > 0) {
      throw conflict('Категория используется: в ней есть подкатегории', 'CATEGORY_IN_USE');
    }
    const [used] = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(eq(goods.globalCategoryId, id))
      .limit(1);
    if (used) throw conflict('Категория используется: к ней привязаны товары', 'CATEGORY_IN_USE');
    await tx.delete(globalCategories).where(eq(globalCategories.id, id));
    await renumber(tx, await siblings(tx, node.parentId));
    await audit(tx, request, {
      action: 'global_category_delete',
      entity: 'global_category',
      entityId: id,
      details: { name: node.name },
    });
  });
}

/**
 * Puts the node just before or after the anchor, among the anchor's siblings (so an anchor under
 * another parent moves the node there). Both sibling groups are renumbered in one transaction.
 */
export async function moveCategory(
  request: FastifyRequest,
  id: number,
  anchorId: number,
  place: 'before' | 'after',
) {
  if (id === anchorId) throw badRequest('Нельзя переместить категорию относительно самой себя');
  await inTreeTransaction(request.server.db, async (tx) => {
    const [before, anchorBefore] = [await findOrThrow(tx, id), (await readRows(tx, [anchorId]))[0]];
    if (!anchorBefore) throw notFound('Категория, рядом с которой нужно поставить, не найдена');
    await lockSiblings(tx, [before.parentId, anchorBefore.parentId], [id, anchorId]);
    const node = await lockedRow(tx, id, before.parentId);
    const anchor = await lockedRow(tx, anchorId, anchorBefore.parentId);
    const moving = anchor.parentId !== node.parentId;
    if (moving) await assertNoCycle(tx, id, anchor.parentId);
    if (moving) await assertNameFree(tx, node.name, anchor.parentId, id);
    const order: CategoryRow[] = (await siblings(tx, anchor.parentId)).filter((row) => row.id !== id);
    const index = order.findIndex((row) => row.id === anchorId) + (place === 'after' ? 1 : 0);
    order.splice(index, 0, { ...node, position: -1 });
    if (moving) {
      await tx
        .update(globalCategories)
        .set({ parentId: anchor.parentId, updatedAt: new Date() })
        .where(eq(globalCategories.id, id));
    }
    await renumber(tx, order);
    if (moving) await renumber(tx, await siblings(tx, node.parentId));
    await audit(tx, request, {
      action: 'global_category_move',
      entity: 'global_category',
      entityId: id,
      details: { [place === 'before' ? 'before_node_id' : 'after_node_id']: anchorId },
    });
  });
}
