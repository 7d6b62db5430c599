import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { type UserTokenKind, userTokens } from '../db/schema';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const TOKEN_TTL_SEC: Record<UserTokenKind, number> = {
  verify_email: 7 * 24 * 3600,
  reset_password: 3600,
  invite: 14 * 24 * 3600,
};

/** Creates a single-use token; only its hash is stored. */
export async function issueToken(
  db: Queryable,
  kind: UserTokenKind,
  target: { userId?: number; email?: string; payload?: Record<string, unknown> },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(userTokens).values({
    kind,
    userId: target.userId ?? null,
    email: target.email ?? null,
    payload: target.payload ?? {},
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_SEC[kind] * 1000),
  });
  return token;
}

/** The token of the kind, while unused and unexpired. */
const usable = (kind: UserTokenKind, token: string) =>
  and(
    eq(userTokens.tokenHash, sha256(token)),
    eq(userTokens.kind, kind),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, new Date()),
  );

/** Marks a valid, unused, unexpired token used and returns it; null otherwise. */
export async function consumeToken(db: Queryable, kind: UserTokenKind, token: string) {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(usable(kind, token))
    .returning();
  return row ?? null;
}

/** Reads a token without using it (to show who an invitation is for). */
export async function peekToken(db: Queryable, kind: UserTokenKind, token: string) {
  const [row] = await db.select().from(userTokens).where(usable(kind, token));
  return row ?? null;
}
