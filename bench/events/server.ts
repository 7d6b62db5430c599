/**
 * The instance the events bench measures, in its own process: demo data on in-memory PGlite (or
 * PostgreSQL with BENCH_DATABASE_URL). Talks to bench/events/run.ts over IPC: `mem` answers its
 * memory, `emit` commits one event for the dairy supplier and answers the commit time.
 */
import { buildApp } from '../../server/app';
import { emitEvent } from '../../server/areas/events/emit';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';
import { benchConfig } from '../support/config';

const config = benchConfig({ dataDir: '/tmp/bench-events' });
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
await migrate(database);
const ids = await seedDemo(database, config);
const app = await buildApp(config, { database, migrate: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const dairy = ids.get('org:dairy') as number;
const now = () => performance.timeOrigin + performance.now();

process.on('message', async (message: { id: number; kind: 'mem' | 'emit' | 'stop'; n?: number }) => {
  if (message.kind === 'mem') {
    global.gc?.();
    const m = process.memoryUsage();
    process.send?.({ id: message.id, rss: m.rss, heap: m.heapUsed, streams: app.events.size });
  } else if (message.kind === 'emit') {
    await database.tenant([dairy], 'write', (tx) =>
      emitEvent(tx, null, {
        type: 'order.status_changed',
        organizationId: dairy,
        resource: 'orders',
        objectId: message.n ?? 1,
        audience: [{ o: dairy, p: 'order_supplier_r' }],
        summary: 'Бенчмарк',
      }),
    );
    process.send?.({ id: message.id, committedAt: now() });
  } else {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
process.send?.({ id: 0, url });
