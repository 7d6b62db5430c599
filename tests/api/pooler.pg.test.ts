import { buildApp } from '@server/app';
import { type Database, openDatabase } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgBouncer, startPgBouncer } from '../../scripts/topology/pgbouncer';
import { bigEnoughOrder, orderFixture } from './orders/fixture';
import { createTestApp, type TestApp } from './support/app';

/**
 * The API behind PgBouncer in transaction pooling (issue 23): every statement may run on another
 * server connection than the previous one, so a user's organizations must travel with each
 * transaction. Four users of three organizations read their order lists from twelve concurrent
 * requests and must get exactly the totals a direct connection gives, every time.
 */
const PGBOUNCER_PORT = 6439;
const ROUNDS = 10;
const CONCURRENCY = 12;

const readers = [
  { email: 'igor@vkusdvor.demo', url: '/v1/client/orders/?limit=100' },
  { email: 'dmitry@zorka.demo', url: '/v1/supplier/orders/?limit=100' },
  { email: 'elena@zorka.demo', url: '/v1/supplier/orders/?limit=100' },
  { email: 'sergey@urozhai.demo', url: '/v1/supplier/orders/?limit=100' },
];

let direct: TestApp;
let bouncer: PgBouncer;
let pooledDatabase: Database;
let pooled: FastifyInstance;
const tokens = new Map<string, string>();
const expected = new Map<string, number>();

const totalOf = async (app: FastifyInstance, reader: (typeof readers)[number]) => {
  const res = await app.inject({
    method: 'GET',
    url: reader.url,
    headers: { authorization: `Bearer ${tokens.get(reader.email)}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total as number;
};

describe('through PgBouncer in transaction mode', () => {
  beforeAll(async () => {
    direct = await createTestApp();
    const databaseUrl = (await direct.database.query<{ url: string }>('SELECT current_database() AS url'))[0]
      .url;
    const adminUrl = new URL(process.env.TEST_DATABASE_URL ?? '');
    adminUrl.pathname = `/${databaseUrl}`;
    bouncer = await startPgBouncer({ port: PGBOUNCER_PORT, upstreamUrl: adminUrl.toString(), poolSize: 3 });
    pooledDatabase = await openDatabase({
      url: bouncer.urlOf(adminUrl.toString()),
      listenUrl: adminUrl.toString(),
      poolSize: CONCURRENCY,
    });
    pooled = await buildApp(direct.config, { database: pooledDatabase, migrate: false });
    await pooled.ready();
    for (const reader of readers) {
      tokens.set(reader.email, await direct.login(reader.email));
      expected.set(reader.email, await totalOf(direct.app, reader));
    }
  });
  afterAll(async () => {
    await pooled?.close();
    await pooledDatabase?.close();
    await bouncer?.stop();
    await direct?.close();
  });

  it('the demo users have orders to count', () => {
    expect(
      [...expected.values()].every((total) => total > 0),
      JSON.stringify([...expected]),
    ).toBe(true);
  });

  it(`${CONCURRENCY} concurrent list requests of 4 users in 3 organizations get the direct totals, ${ROUNDS} rounds`, async () => {
    const wrong: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const batch = Array.from({ length: CONCURRENCY }, (_, i) => readers[i % readers.length]);
      const totals = await Promise.all(batch.map((reader) => totalOf(pooled, reader)));
      totals.forEach((total, i) => {
        const want = expected.get(batch[i].email);
        if (total !== want) wrong.push(`round ${round}: ${batch[i].email} got ${total}, direct ${want}`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it('an order created through the pooler is counted at once by both sides through it', async () => {
    const f = await orderFixture(direct);
    const [igor, dmitry] = readers;
    const before = { igor: await totalOf(direct.app, igor), dmitry: await totalOf(direct.app, dmitry) };
    const res = await pooled.inject({
      method: 'POST',
      url: '/v1/supplier/orders/',
      headers: { authorization: `Bearer ${tokens.get(dmitry.email)}` },
      payload: { ...bigEnoughOrder(f), supplier_organization_id: f.dairy, client_organization_id: f.client },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await totalOf(pooled, igor)).toBe(before.igor + 1);
    expect(await totalOf(pooled, dmitry)).toBe(before.dmitry + 1);
  });

  it('hears a write of the other instance within 1 s: LISTEN on its direct connection', async () => {
    const generation = pooled.userCache.generation();
    await direct.database.exec("UPDATE users SET name = name WHERE email = 'dmitry@zorka.demo'");
    const until = Date.now() + 1_000;
    while (pooled.userCache.generation() === generation && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(pooled.userCache.generation()).toBeGreaterThan(generation);
  });

  it('migrations through the pooler: two instances starting at once both finish', async () => {
    expect(await Promise.all([migrate(pooledDatabase), migrate(pooledDatabase)])).toEqual([[], []]);
  });
});
