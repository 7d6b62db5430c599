import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { email as emailSchema } from '../../../contract/common';
import { INN_PATTERN, type InviteResult } from '../../../contract/partnerships';
import type { Queryable } from '../../db/client';
import { organizations, partnerInvitations, partnerships, roles, userRoles, users } from '../../db/schema';
import type { Side } from './partnerships-query';

/**
 * A verified organization: one of its administrators has confirmed their e-mail. An organization
 * registered with someone else's INN by an unconfirmed account is never found by INN.
 */
const verifiedOrganization = sql`EXISTS (
  SELECT 1 FROM ${userRoles}
    JOIN ${roles} ON ${roles.id} = ${userRoles.roleId} AND ${roles.systemKey} = 'admin'
    JOIN ${users} ON ${users.id} = ${userRoles.userId} AND ${users.emailVerifiedAt} IS NOT NULL
   WHERE ${userRoles.organizationId} = ${organizations.id})`;

/** What one line of an invitation resolved to before anything is written. */
export type InviteTarget =
  | { input: string; kind: 'organization'; organizationId: number; name: string }
  | { input: string; kind: 'email'; email: string }
  | { input: string; kind: 'error'; detail: string };

/**
 * Finds the organization each line names: by INN, or by the e-mail of one of its members.
 * Runs outside the tenant transaction: looking up other organizations' members is an auth lookup.
 */
export async function resolveInviteTargets(
  db: Queryable,
  side: Side,
  ownOrganizationId: number,
  inputs: string[],
): Promise<InviteTarget[]> {
  const partnerModule = side === 'client' ? organizations.moduleSupplier : organizations.moduleClient;
  const targets: InviteTarget[] = [];
  for (const input of inputs) {
    let found: { id: number; name: string } | undefined;
    if (INN_PATTERN.test(input)) {
      // Only a verified organization, and never a guess between branches.
      const matches = await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(and(eq(organizations.inn, input), eq(partnerModule, true), verifiedOrganization))
        .limit(2);
      if (matches.length !== 1) {
        const partnerKind = side === 'client' ? 'поставщик' : 'клиент';
        targets.push({
          input,
          kind: 'error',
          detail:
            matches.length === 0
              ? `Подтверждённая организация-${partnerKind} с ИНН ${input} не найдена. Пригласите её по e-mail.`
              : `С ИНН ${input} зарегистрировано несколько организаций (филиалы). Пригласите нужную по e-mail её администратора.`,
        });
        continue;
      }
      found = matches[0];
    } else {
      const parsed = emailSchema.safeParse(input);
      if (!parsed.success) {
        targets.push({ input, kind: 'error', detail: 'Укажите ИНН из 10 или 12 цифр или e-mail' });
        continue;
      }
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${parsed.data}`);
      if (!user) {
        targets.push({ input, kind: 'email', email: parsed.data });
        continue;
      }
      [found] = await db
        .selectDistinct({ id: organizations.id, name: organizations.name })
        .from(userRoles)
        .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
        .where(and(eq(userRoles.userId, user.id), eq(partnerModule, true)))
        .orderBy(asc(organizations.id))
        .limit(1);
      if (!found) {
        targets.push({
          input,
          kind: 'error',
          detail: `Пользователь ${parsed.data} не состоит ни в одной организации-${side === 'client' ? 'поставщике' : 'клиенте'}`,
        });
        continue;
      }
    }
    if (found.id === ownOrganizationId) {
      targets.push({ input, kind: 'error', detail: 'Нельзя пригласить собственную организацию' });
      continue;
    }
    targets.push({ input, kind: 'organization', organizationId: found.id, name: found.name });
  }
  return targets;
}

/** How long a declined inviter waits before inviting the same organization again. */
export const DECLINED_INVITATION_PAUSE_DAYS = 30;

const ruDate = (at: Date) => at.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });

/**
 * When the side whose invitation was declined may invite again: 30 days after the refusal. The
 * side that declined may invite at once (its own action renews the partnership).
 */
function declinedInvitationRenewableFrom(
  row: { invitedBy: number | null; declinedAt: Date | null },
  inviterId: number,
) {
  if (row.invitedBy !== inviterId || !row.declinedAt) return new Date(0);
  return new Date(row.declinedAt.getTime() + DECLINED_INVITATION_PAUSE_DAYS * 24 * 3600 * 1000);
}

/**
 * Creates an 'invited' partnership with an existing organization, or renews a declined one when
 * the declined side has waited its pause or the side that declined invites.
 */
export async function invitePartner(
  tx: Queryable,
  side: Side,
  ownOrganizationId: number,
  target: Extract<InviteTarget, { kind: 'organization' }>,
): Promise<InviteResult> {
  const pair =
    side === 'client'
      ? { clientOrganizationId: ownOrganizationId, supplierOrganizationId: target.organizationId }
      : { clientOrganizationId: target.organizationId, supplierOrganizationId: ownOrganizationId };
  const [created] = await tx
    .insert(partnerships)
    .values({ ...pair, status: 'invited', invitedByOrganizationId: ownOrganizationId })
    .onConflictDoNothing()
    .returning({ id: partnerships.id });
  const invited = (id: number): InviteResult => ({
    input: target.input,
    status: 'invited',
    detail: `Приглашение отправлено: ${target.name}`,
    partnership_id: id,
  });
  if (created) return invited(created.id);
  const [existing] = await tx
    .select({
      id: partnerships.id,
      status: partnerships.status,
      invitedBy: partnerships.invitedByOrganizationId,
      declinedAt: partnerships.declinedAt,
    })
    .from(partnerships)
    .where(
      and(
        eq(partnerships.clientOrganizationId, pair.clientOrganizationId),
        eq(partnerships.supplierOrganizationId, pair.supplierOrganizationId),
      ),
    )
    .for('update');
  if (existing.status === 'declined') {
    const renewableFrom = declinedInvitationRenewableFrom(existing, ownOrganizationId);
    if (renewableFrom > new Date()) {
      return {
        input: target.input,
        status: 'error',
        detail:
          `${target.name} отклонили ваше приглашение. Пригласить снова можно с ${ruDate(renewableFrom)}; ` +
          'раньше — только если они сами пригласят вас.',
        partnership_id: null,
      };
    }
    await tx
      .update(partnerships)
      .set({
        status: 'invited',
        invitedByOrganizationId: ownOrganizationId,
        declinedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(partnerships.id, existing.id));
    return invited(existing.id);
  }
  return {
    input: target.input,
    status: 'already_partner',
    detail:
      existing.status === 'active'
        ? `${target.name} уже ваш партнёр`
        : `Приглашение для ${target.name} уже ожидает ответа`,
    partnership_id: existing.id,
  };
}

/** Remembers an e-mail invitation until the invitee registers an organization of the invited side. */
export async function rememberEmailInvitation(
  tx: Queryable,
  side: Side,
  ownOrganizationId: number,
  email: string,
) {
  await tx
    .insert(partnerInvitations)
    .values({
      organizationId: ownOrganizationId,
      email,
      inviteeSide: side === 'client' ? 'supplier' : 'client',
    })
    .onConflictDoNothing();
}

/**
 * Turns the e-mail invitations waiting for a new organization's owner into 'invited' partnerships
 * the organization can accept, for the sides its modules allow. Runs outside the tenant transaction:
 * the inviters are other organizations.
 */
export async function claimEmailInvitations(
  tx: Queryable,
  organization: { id: number; moduleClient: boolean; moduleSupplier: boolean },
  ownerEmail: string,
) {
  const sides = [
    ...(organization.moduleClient ? (['client'] as const) : []),
    ...(organization.moduleSupplier ? (['supplier'] as const) : []),
  ];
  if (sides.length === 0) return;
  const waiting = await tx
    .delete(partnerInvitations)
    .where(
      and(
        eq(partnerInvitations.email, ownerEmail.toLowerCase()),
        inArray(partnerInvitations.inviteeSide, sides),
      ),
    )
    .returning();
  for (const invitation of waiting) {
    const pair =
      invitation.inviteeSide === 'client'
        ? { clientOrganizationId: organization.id, supplierOrganizationId: invitation.organizationId }
        : { clientOrganizationId: invitation.organizationId, supplierOrganizationId: organization.id };
    await tx
      .insert(partnerships)
      .values({ ...pair, status: 'invited', invitedByOrganizationId: invitation.organizationId })
      .onConflictDoNothing();
  }
}

export function invitationMail(side: Side, inviterName: string, to: string, publicUrl: string) {
  const link = `${publicUrl}/login?message=registration`;
  return {
    to,
    subject: `${inviterName} приглашает вас на платформу закупок`,
    text:
      `Здравствуйте!\n\n${inviterName} приглашает вас стать ${side === 'client' ? 'поставщиком' : 'клиентом'} ` +
      `на платформе закупок. Зарегистрируйтесь по ссылке, чтобы принять приглашение:\n${link}\n`,
    link,
  };
}
