import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { AdminUser, AdminUsersQuery } from '../../../contract/admin';
import type { Queryable } from '../../db/client';
import { organizations, userRoles, users } from '../../db/schema';

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORT = { name: users.name, email: users.email, last_login_at: users.lastLoginAt } as const;

/** Every user of the platform, filtered by name, e-mail (substrings) and organization. */
export async function listAdminUsers(db: Queryable, q: AdminUsersQuery) {
  const where = and(
    q.name ? ilike(users.name, likePattern(q.name)) : undefined,
    q.email ? ilike(users.email, likePattern(q.email)) : undefined,
    q.organization_id
      ? sql`exists (select 1 from user_roles ur where ur.user_id = ${users.id} and ur.organization_id = ${q.organization_id})`
      : undefined,
  );
  const direction = q.order_by === 'desc' ? desc : asc;
  const order: SQL[] = q.order_field
    ? [sql`${direction(SORT[q.order_field])} NULLS LAST`, asc(users.id)]
    : [asc(users.name), asc(users.id)];
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  const page = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      lastLoginAt: users.lastLoginAt,
      isBackOffice: users.isBackOffice,
    })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  const memberships =
    page.length === 0
      ? []
      : await db
          .selectDistinct({ userId: userRoles.userId, id: organizations.id, name: organizations.name })
          .from(userRoles)
          .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
          .where(
            inArray(
              userRoles.userId,
              page.map((u) => u.id),
            ),
          )
          .orderBy(asc(organizations.name));
  const items: AdminUser[] = page.map((user) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    last_login_at: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    is_back_office: user.isBackOffice,
    organizations: memberships.filter((m) => m.userId === user.id).map(({ id, name }) => ({ id, name })),
  }));
  return { items, total };
}
