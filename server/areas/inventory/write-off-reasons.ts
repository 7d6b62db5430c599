import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { queryOne, queryRows } from '../../lib/sql';

/** Reasons every organization starts with; it may rename or delete them afterwards. */
export const DEFAULT_WRITE_OFF_REASONS = [
  'Истёк срок годности',
  'Порча и брак',
  'Бой и повреждение упаковки',
  'Пересорт',
  'Недостача',
  'Дегустация и проработка блюд',
];

/** Creates the default reasons once per organization (deleting them later does not bring them back). */
export async function ensureDefaultReasons(db: Queryable, organizationId: number) {
  const first = await queryRows<{ organization_id: number }>(
    db,
    sql`INSERT INTO write_off_reason_defaults (organization_id) VALUES (${organizationId})
        ON CONFLICT DO NOTHING RETURNING organization_id::float8 AS organization_id`,
  );
  if (first.length === 0) return;
  const names = JSON.stringify(DEFAULT_WRITE_OFF_REASONS);
  await db.execute(sql`
    INSERT INTO write_off_reasons (organization_id, name)
    SELECT ${organizationId}, value FROM jsonb_array_elements_text(${names}::jsonb)
    ON CONFLICT DO NOTHING`);
}

const reasonColumns = sql`id::float8 AS id, organization_id::float8 AS organization_id, name`;

export async function listReasons(db: Queryable, organizationId: number) {
  await ensureDefaultReasons(db, organizationId);
  return queryRows<{ id: number; organization_id: number; name: string }>(
    db,
    sql`SELECT ${reasonColumns} FROM write_off_reasons WHERE organization_id = ${organizationId} ORDER BY lower(name)`,
  );
}

export async function loadReason(db: Queryable, reasonId: number) {
  const row = await queryOne<{ id: number; organization_id: number; name: string }>(
    db,
    sql`SELECT ${reasonColumns} FROM write_off_reasons WHERE id = ${reasonId}`,
  );
  if (!row) throw notFound('Причина списания не найдена');
  return row;
}

async function assertNameFree(db: Queryable, organizationId: number, name: string, exceptId = 0) {
  const taken = await queryOne<{ id: number }>(
    db,
    sql`SELECT id FROM write_off_reasons
         WHERE organization_id = ${organizationId} AND lower(name) = lower(${name}) AND id <> ${exceptId}`,
  );
  if (taken) throw conflict(`Причина «${name}» уже есть`, 'DUPLICATE');
}

export async function createReason(db: Queryable, organizationId: number, name: string) {
  await ensureDefaultReasons(db, organizationId);
  await assertNameFree(db, organizationId, name);
  const row = await queryOne<{ id: number; organization_id: number; name: string }>(
    db,
    sql`INSERT INTO write_off_reasons (organization_id, name) VALUES (${organizationId}, ${name}) RETURNING ${reasonColumns}`,
  );
  if (!row) throw conflict('Не удалось создать причину');
  return row;
}

export async function renameReason(
  db: Queryable,
  reason: { id: number; organization_id: number },
  name: string,
) {
  await assertNameFree(db, reason.organization_id, name, reason.id);
  const row = await queryOne<{ id: number; organization_id: number; name: string }>(
    db,
    sql`UPDATE write_off_reasons SET name = ${name}, updated_at = now() WHERE id = ${reason.id} RETURNING ${reasonColumns}`,
  );
  if (!row) throw notFound('Причина списания не найдена');
  return row;
}

export async function deleteReason(db: Queryable, reason: { id: number; name: string }) {
  const used = await queryOne<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM write_off_doc_line_items WHERE reason_id = ${reason.id}`,
  );
  if (used?.n) {
    throw conflict(
      `Причина «${reason.name}» указана в строках списаний (${used.n}) — её нельзя удалить`,
      'IN_USE',
    );
  }
  await db.execute(sql`DELETE FROM write_off_reasons WHERE id = ${reason.id}`);
}
