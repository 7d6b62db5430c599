import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { AdminOrganization, AdminOrganizationsQuery } from '../../../contract/admin';
import type { Queryable } from '../../db/client';
import { organizations } from '../../db/schema';

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const usersCount = sql<number>`(select count(distinct ur.user_id)::int from user_roles ur where ur.organization_id = ${organizations.id})`;

const columns = {
  id: organizations.id,
  name: organizations.name,
  inn: organizations.inn,
  isTestOrg: organizations.isTestOrg,
  moduleClient: organizations.moduleClient,
  moduleSupplier: organizations.moduleSupplier,
  createdAt: organizations.createdAt,
  usersCount,
};

type Row = {
  [K in keyof typeof columns]: K extends 'usersCount'
    ? number
    : (typeof organizations.$inferSelect)[Exclude<K, 'usersCount'>];
};

const toItem = (row: Row): AdminOrganization => ({
  id: row.id,
  name: row.name,
  inn: row.inn,
  is_test_org: row.isTestOrg,
  module_client: row.moduleClient,
  module_supplier: row.moduleSupplier,
  users_count: row.usersCount,
  created_at: row.createdAt.toISOString(),
});

/** Every organization of the platform (up to 9999 per page), searched by name, filtered by is_test_org. */
export async function listAdminOrganizations(db: Queryable, q: AdminOrganizationsQuery) {
  const where = and(
    q.name ? ilike(organizations.name, likePattern(q.name)) : undefined,
    q.is_test_org === undefined ? undefined : eq(organizations.isTestOrg, q.is_test_org),
  );
  const direction = q.order_by === 'desc' ? desc : asc;
  const sortColumn = q.order_field === 'created_at' ? organizations.createdAt : organizations.name;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(organizations).where(where);
  const rows = await db
    .select(columns)
    .from(organizations)
    .where(where)
    .orderBy(direction(sortColumn), asc(organizations.id))
    .limit(q.limit)
    .offset(q.offset);
  return { items: rows.map(toItem), total };
}

export async function setTestOrganization(db: Queryable, id: number, isTestOrg: boolean) {
  const [row] = await db
    .update(organizations)
    .set({ isTestOrg, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning({ id: organizations.id });
  if (!row) return null;
  const [updated] = await db.select(columns).from(organizations).where(eq(organizations.id, id));
  return toItem(updated);
}
