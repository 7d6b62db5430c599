import { sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config';
import type { Queryable } from '../db/client';
import { tooManyRequests } from '../errors';
import { queryRows } from './sql';

/**
 * Counts a hit on `key` in PostgreSQL (shared by every instance) and throws 429 past the rule.
 * The window restarts when it has elapsed.
 */
export async function hitRateLimit(db: Queryable, key: string, rule: RateLimitRule, detail?: string) {
  const rows = await queryRows<{ hits: number }>(
    db,
    sql`
    INSERT INTO rate_limits (key, hits, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${rule.windowSec}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
    RETURNING hits`,
  );
  if (Number(rows[0]?.hits ?? 0) > rule.max) throw tooManyRequests(detail);
}

/** Takes back one hit: an attempt that turned out legitimate does not count against its key. */
export async function refundRateLimit(db: Queryable, key: string) {
  await db.execute(sql`UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = ${key}`);
}

export async function resetRateLimit(db: Queryable, key: string) {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}
