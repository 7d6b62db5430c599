/**
 * Load: autocannon over a mix of the main reads and writes (order, goods and stocktaking lists, a
 * goods card, category creates with Idempotency-Keys) against one server with the demo data, then a
 * check that every acknowledged write is in the database. Prints throughput, p50/p99, errors and
 * lost writes. PostgreSQL when BENCH_DATABASE_URL is set (TEST_DB=postgres + TEST_DATABASE_URL),
 * PGlite otherwise.
 *
 *   npx tsx bench/load/run.ts   (DURATION=60 CONNECTIONS=100 WARMUP=5, ROUTE=<part of a path> for one route)
 */
import type { AddressInfo } from 'node:net';
import autocannon, { type RequestSpec } from 'autocannon';
import { buildApp } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';
import { DEMO_PASSWORD } from '../../server/db/seed/context';
import { createTestDatabase } from '../../tests/api/support/app';
import { benchConfig } from '../support/config';

const DURATION = Number(process.env.DURATION ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const WARMUP = Number(process.env.WARMUP ?? 5);
const WRITE_PREFIX = `Нагрузка ${Date.now()}`;

if (process.env.BENCH_DATABASE_URL) {
  process.env.TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
}

async function login(base: string, email: string) {
  const res = await fetch(`${base}/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: DEMO_PASSWORD }).toString(),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

function mix(ids: Map<string, number>, tokens: { client: string; dairy: string }, acknowledged: Set<string>) {
  const client = ids.get('org:client');
  const dairy = ids.get('org:dairy');
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  let sequence = 0;
  const write: RequestSpec = {
    method: 'POST',
    path: `/v1/good_categories/?organization_id=${dairy}`,
    setupRequest(request) {
      sequence += 1;
      const name = `${WRITE_PREFIX} ${sequence}`;
      return {
        ...request,
        headers: {
          ...as(tokens.dairy),
          'content-type': 'application/json',
          'idempotency-key': `load-${name.replace(/\D/g, '')}`,
        },
        body: JSON.stringify({ name }),
      };
    },
    onResponse(status, body) {
      if (status < 300) acknowledged.add((JSON.parse(body) as { name: string }).name);
    },
  };
  return [
    { path: '/v1/client/orders/?limit=25&order_by=desc', headers: as(tokens.client) },
    {
      path: `/v1/goods/?organization_id=${dairy}&limit=25&order_by=asc&include_all_children=true`,
      headers: as(tokens.dairy),
    },
    { path: `/v1/goods/${ids.get('good:milk32')}?organization_id=${dairy}`, headers: as(tokens.dairy) },
    {
      path: `/v1/stocktaking_docs/?organization_id=${client}&limit=25&order_by=asc`,
      headers: as(tokens.client),
    },
    { path: `/v1/supplier/orders/?limit=25&order_by=desc`, headers: as(tokens.dairy) },
    write,
  ] satisfies RequestSpec[];
}

/** ROUTE=goods limits the mix to the requests whose path contains it (to find a slow one). */
function only(requests: RequestSpec[]) {
  const route = process.env.ROUTE;
  return route ? requests.filter((request) => request.path.includes(route)) : requests;
}

async function main() {
  const database = await createTestDatabase();
  await migrate(database);
  const config = benchConfig({
    dataDir: `/tmp/zakupki-load-${process.pid}`,
    inMemoryDb: true,
    mailFrom: 'load@zakupki.local',
    version: 'load',
  });
  const ids = await seedDemo(database, config);
  const app = await buildApp(config, { database, migrate: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const tokens = {
      client: await login(base, 'anna@vkusdvor.demo'),
      dairy: await login(base, 'dmitry@zorka.demo'),
    };
    const acknowledged = new Set<string>();
    // A few seconds at low concurrency first, so the figures are not those of a cold start.
    await autocannon({
      url: base,
      connections: 5,
      duration: WARMUP,
      requests: only(mix(ids, tokens, acknowledged)),
    });
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: only(mix(ids, tokens, acknowledged)),
    });
    const stored = await database.query<{ name: string }>(
      'SELECT name FROM good_categories WHERE name LIKE $1',
      [`${WRITE_PREFIX}%`],
    );
    const storedNames = new Set(stored.map((row) => row.name));
    const lost = [...acknowledged].filter((name) => !storedNames.has(name));
    const report = {
      engine: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
      duration_s: DURATION,
      connections: CONNECTIONS,
      requests_per_s: Math.round(result.requests.average),
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      errors: result.errors + result.non2xx,
      of_which_timeouts: result.timeouts,
      non_2xx: Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, stat]) => `${code}×${stat.count}`)
        .join(' '),
      acknowledged_writes: acknowledged.size,
      lost_writes: lost.length,
    };
    console.table(report);
    if (report.errors > 0 || report.lost_writes > 0) process.exitCode = 1;
  } finally {
    await app.close();
    await database.drop();
  }
}

await main();
