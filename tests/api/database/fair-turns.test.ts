import type { JobKind } from '@contract/jobs';
import { openDatabase } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { jobHandlers } from '@server/jobs/handlers';
import { enqueue } from '@server/jobs/queue';
import { createWorker, type JobHandler } from '@server/jobs/worker';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

// PGlite has one connection for the requests and the jobs (the embedded default, on both projects).
let database: Awaited<ReturnType<typeof openDatabase>>;
let orgId: number;
beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database);
  const [org] = await database.query<{ id: string }>(
    `INSERT INTO organizations (name) VALUES ('Зорька') RETURNING id`,
  );
  orgId = Number(org.id);
});
afterAll(() => database.close());

const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

it('a request on PGlite reads twice before a running import writes its next chunk', async () => {
  const order: string[] = [];
  let firstChunkHeld!: () => void;
  const held = new Promise<void>((resolve) => {
    firstChunkHeld = resolve;
  });
  let releaseChunk!: () => void;
  const release = new Promise<void>((resolve) => {
    releaseChunk = resolve;
  });
  const chunks: JobHandler = {
    async run(ctx) {
      await ctx.database.tenant([orgId], 'write', async () => {
        firstChunkHeld();
        await release;
      });
      order.push('chunk 1');
      await ctx.database.tenant([orgId], 'write', async (tx) => {
        await tx.execute('SELECT 2');
      });
      order.push('chunk 2');
      return {};
    },
    async undo() {},
  };
  const kind: JobKind = 'import_goods_apply';
  const worker = createWorker(
    database,
    { ...jobHandlers, [kind]: chunks },
    silent,
    { leaseMs: 30_000, pollMs: 20, maxAttempts: 3 },
    {} as Parameters<typeof createWorker>[4],
  );
  const ended = new Promise((resolve) => worker.events.once('ended', resolve));
  await database.tenant([orgId], 'write', (tx) =>
    enqueue(tx, { organizationId: orgId, userId: null, kind, payload: {} }),
  );
  worker.start();
  try {
    await held;
    // The user's order list: one statement, then the next one as soon as the first is answered.
    const request = (async () => {
      await database.query('SELECT 1');
      order.push('read 1');
      await database.query('SELECT 1');
      order.push('read 2');
    })();
    releaseChunk();
    await request;
    await ended;
    expect(order).toEqual(['chunk 1', 'read 1', 'read 2', 'chunk 2']);
  } finally {
    await worker.stop();
  }
});
