import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { TokenClaims } from '../../lib/jwt';
import { num, queryRows } from '../../lib/sql';

export const TICKET_TTL_SEC = 60;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * A ticket for one EventSource connection: valid a minute, once; only its hash is stored. It keeps
 * its token's expiry: a ticket of an expired token opens nothing, and its stream ends with the token.
 */
export async function issueTicket(db: Queryable, claims: TokenClaims & { expiresAt: number }) {
  const ticket = randomBytes(32).toString('base64url');
  await db.execute(sql`
    INSERT INTO event_tickets (ticket_hash, user_id, token_version, impersonation_id, admin_id, expires_at,
                               token_expires_at)
    VALUES (${sha256(ticket)}, ${claims.userId}, ${claims.version}, ${claims.impersonationId ?? null},
            ${claims.adminId ?? null}, now() + ${`${TICKET_TTL_SEC} seconds`}::interval,
            to_timestamp(${claims.expiresAt}))`);
  return ticket;
}

/** The claims a ticket stands for, marking it used; null when unknown, used, expired or its token expired. */
export async function redeemTicket(db: Queryable, ticket: string): Promise<TokenClaims | null> {
  const [row] = await queryRows<{
    user_id: unknown;
    token_version: number;
    impersonation_id: unknown;
    admin_id: unknown;
    token_expires: unknown;
  }>(
    db,
    sql`UPDATE event_tickets SET used_at = now()
         WHERE ticket_hash = ${sha256(ticket)} AND used_at IS NULL AND expires_at > now()
           AND token_expires_at > now()
        RETURNING user_id, token_version, impersonation_id, admin_id,
                  extract(epoch FROM token_expires_at)::bigint AS token_expires`,
  );
  if (!row) return null;
  return {
    userId: Number(row.user_id),
    version: Number(row.token_version),
    impersonationId: num(row.impersonation_id) ?? undefined,
    adminId: num(row.admin_id) ?? undefined,
    expiresAt: Number(row.token_expires),
  };
}
