import type { Queryable } from '../../db/client';
import { userRoles } from '../../db/schema';
import { AppError } from '../../errors';
import { consumeToken } from '../../lib/one-time-tokens';

export interface InvitationPayload {
  organization_id: number;
  role_id: number;
}

/** Joins a newly registered user to the organization that invited their e-mail. */
export async function acceptInvitation(db: Queryable, token: string, user: { id: number; email: string }) {
  const row = await consumeToken(db, 'invite', token);
  if (!row || row.email?.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError(
      422,
      'INVALID_TOKEN',
      'Приглашение недействительно, устарело или выдано на другой e-mail',
      { invite_token: 'Приглашение недействительно' },
    );
  }
  const payload = row.payload as unknown as InvitationPayload;
  await db
    .insert(userRoles)
    .values({ userId: user.id, organizationId: payload.organization_id, roleId: payload.role_id })
    .onConflictDoNothing();
  return payload;
}
