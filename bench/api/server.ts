/**
 * The API server the bench measures, in its own process so autocannon does not share its event
 * loop: the large data (bench/seed-large) on PGlite or PostgreSQL. Prints `listening <url>`.
 *
 *   [BENCH_POOLER_URL=postgres://…] npx tsx bench/api/server.ts pglite|postgres
 *
 * BENCH_POOLER_URL: the large database through a pooler (PgBouncer), LISTEN still direct.
 * BENCH_TENANT=session: the tenant context of before issue 23 (bench/api/session-tenant.ts).
 * BENCH_TENANT=transaction: reads too in a transaction of their own (BEGIN with the settings …
 * COMMIT, as writes), as every tenant call was before the pipelined reads of 27.11.2026.
 */
import { buildApp } from '../../server/app';
import { DEFAULT_RATE_LIMITS } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { type Engine, largeUrl, openLarge } from '../seed-large/open';
import { benchConfig } from '../support/config';
import { sessionTenant } from './session-tenant';

const engine = (process.argv[2] ?? 'pglite') as Engine;
const poolSize = process.env.BENCH_POOL ? Number(process.env.BENCH_POOL) : undefined;
const poolerUrl = process.env.BENCH_POOLER_URL;
const database = poolerUrl
  ? await openDatabase({ url: poolerUrl, listenUrl: largeUrl(), poolSize })
  : await openLarge(engine, { poolSize });
if (process.env.BENCH_TENANT === 'session' && database.kind === 'postgres')
  database.tenant = sessionTenant(poolerUrl ?? largeUrl(), poolSize);
if (process.env.BENCH_TENANT === 'transaction') {
  const { tenant } = database;
  database.tenant = (orgIds, _mode, fn) => tenant(orgIds, 'write', fn);
}
const app = await buildApp(
  benchConfig({
    dataDir: '/tmp/bench-api',
    // Logging in many times must not trip the login rate limit.
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      loginPerAccountAndIp: { max: 1000, windowSec: 60 },
      loginPerIp: { max: 1000, windowSec: 60 },
    },
  }),
  { database, migrate: true },
);
app.addHook('onClose', () => database.close());
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${url}`);
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
