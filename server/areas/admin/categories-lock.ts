import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { globalCategories } from '../../db/schema';
import { badRequest } from '../../errors';

export type CategoryRow = typeof globalCategories.$inferSelect;

/** The tree changed between reading a node and locking its siblings: the transaction starts over. */
class StaleTree extends Error {}

const RETRIES = 8;

/**
 * Runs a tree edit in one transaction and starts it again when a concurrent edit moved the rows
 * it read before locking them, or when PostgreSQL broke a deadlock.
 */
export async function inTreeTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      const retryable = error instanceof StaleTree || pgCode(error) === '40P01' || pgCode(error) === '40001';
      if (!retryable || attempt >= RETRIES) throw error;
    }
  }
}

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const parentIs = (parentId: number | null) =>
  parentId === null ? isNull(globalCategories.parentId) : eq(globalCategories.parentId, parentId);

/**
 * SELECT … FOR UPDATE on every sibling of the given parents and on the named rows, in id order so
 * that concurrent edits queue instead of deadlocking.
 */
export async function lockSiblings(tx: Tx, parents: (number | null)[], ids: number[]) {
  const groups = [...new Set(parents.map((p) => p ?? 0))];
  const named = ids.length > 0 ? ids : [0];
  await tx.execute(
    sql`select id from global_categories
        where coalesce(parent_id, 0) in (${sql.join(groups, sql`, `)}) or id in (${sql.join(named, sql`, `)})
        order by id for update`,
  );
}

/** Reads a row after the locks are held; throws StaleTree when its parent is not the one locked. */
export async function lockedRow(tx: Tx, id: number, expectedParent: number | null) {
  const [row] = await tx.select().from(globalCategories).where(eq(globalCategories.id, id));
  if (!row || row.parentId !== expectedParent) throw new StaleTree();
  return row;
}

export async function readRows(db: Queryable, ids: number[]) {
  return db.select().from(globalCategories).where(inArray(globalCategories.id, ids));
}

/** Children of a parent in display order (a fresh read: call it after lockSiblings). */
export async function siblings(tx: Tx, parentId: number | null) {
  return tx
    .select()
    .from(globalCategories)
    .where(parentIs(parentId))
    .orderBy(asc(globalCategories.position), asc(globalCategories.id));
}

/** Positions become 0..n-1 in the given order; only the rows that moved are written. */
export async function renumber(tx: Tx, rows: CategoryRow[]) {
  for (const [index, row] of rows.entries()) {
    if (row.position === index) continue;
    await tx
      .update(globalCategories)
      .set({ position: index, updatedAt: new Date() })
      .where(eq(globalCategories.id, row.id));
  }
}

/** 422 when the new parent is the node itself or lies below it. */
export async function assertNoCycle(tx: Tx, nodeId: number, newParentId: number | null) {
  const seen = new Set<number>();
  for (let current = newParentId; current !== null && !seen.has(current); ) {
    if (current === nodeId) {
      throw badRequest('Нельзя перенести категорию внутрь неё самой или её подкатегории', {
        parent_id: 'Выберите категорию вне перемещаемой ветки',
      });
    }
    seen.add(current);
    const [row] = await tx
      .select({ parentId: globalCategories.parentId })
      .from(globalCategories)
      .where(eq(globalCategories.id, current));
    current = row ? row.parentId : null;
  }
}
