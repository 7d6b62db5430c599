import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { organizations, roles, userRoles, userTokens } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { InvitationPayload } from './invitations';
import { lockMemberships } from './roles';

/** Invitations of the 'invite' kind still waiting: unused and unexpired. */
const pending = and(
  eq(userTokens.kind, 'invite'),
  isNull(userTokens.usedAt),
  gt(userTokens.expiresAt, sql`now()`),
);
const organizationIdOf = sql<number>`(${userTokens.payload}->>'organization_id')::bigint`;
const roleIdOf = sql<number>`(${userTokens.payload}->>'role_id')::bigint`;

/** The invitations waiting for this e-mail, with the organization and role they offer. */
export async function invitationsFor(db: Queryable, email: string) {
  const rows = await db
    .select({
      id: userTokens.id,
      organizationId: organizations.id,
      organizationName: organizations.name,
      roleName: roles.name,
      createdAt: userTokens.createdAt,
      expiresAt: userTokens.expiresAt,
    })
    .from(userTokens)
    .innerJoin(organizations, eq(organizations.id, organizationIdOf))
    .innerJoin(roles, eq(roles.id, roleIdOf))
    .where(and(pending, sql`lower(${userTokens.email}) = ${email.toLowerCase()}`))
    .orderBy(desc(userTokens.createdAt));
  return rows.map((row) => ({
    id: row.id,
    organization: { id: row.organizationId, name: row.organizationName },
    role_name: row.roleName,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  }));
}

/** What the inviter sees until acceptance: the e-mail they typed and the role, nothing of the user. */
export async function pendingInvitationsOf(db: Queryable, organizationId: number) {
  const rows = await db
    .select({
      id: userTokens.id,
      email: userTokens.email,
      roleId: roles.id,
      roleName: roles.name,
      createdAt: userTokens.createdAt,
      expiresAt: userTokens.expiresAt,
    })
    .from(userTokens)
    .innerJoin(roles, eq(roles.id, roleIdOf))
    .where(and(pending, sql`${organizationIdOf} = ${organizationId}`))
    .orderBy(desc(userTokens.createdAt));
  return rows.map((row) => ({
    id: row.id,
    email: row.email ?? '',
    role: { id: row.roleId, name: row.roleName },
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  }));
}

/**
 * Accepts (joins the organization with the offered role) or declines an invitation addressed to
 * the user's e-mail; another's invitation is a 404. Runs outside the tenant transaction: the user
 * is not a member yet.
 */
export async function answerInvitation(
  db: Queryable,
  invitationId: number,
  user: { id: number; email: string },
  accept: boolean,
) {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.id, invitationId),
        pending,
        sql`lower(${userTokens.email}) = ${user.email.toLowerCase()}`,
      ),
    )
    .returning();
  if (!row) throw notFound('Приглашение не найдено или уже недействительно');
  const payload = row.payload as unknown as InvitationPayload;
  if (accept) {
    await db
      .insert(userRoles)
      .values({ userId: user.id, organizationId: payload.organization_id, roleId: payload.role_id })
      .onConflictDoNothing();
  }
  return payload;
}

/** Leaves an organization: every role there goes, unless the user is its last administrator. */
export async function leaveOrganization(db: Queryable, organizationId: number, userId: number) {
  // One change of memberships at a time: two last admins cannot both leave.
  await lockMemberships(db, organizationId);
  const admins = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.organizationId, organizationId), eq(roles.systemKey, 'admin')));
  if (admins.length === 1 && admins[0].userId === userId) {
    throw conflict(
      'Вы последний администратор организации. Назначьте другого администратора, затем выйдите из неё.',
      'LAST_ADMIN',
    );
  }
  const removed = await db
    .delete(userRoles)
    .where(and(eq(userRoles.organizationId, organizationId), eq(userRoles.userId, userId)))
    .returning({ userId: userRoles.userId });
  if (removed.length === 0) throw notFound('Организация не найдена');
}
