import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { keepStatisticsFresh } from '../db/planner-statistics';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { database: Database; closeOnShutdown: boolean }) {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    const stop = keepStatisticsFresh(opts.database, (error) =>
      app.log.warn({ err: error }, 'planner statistics not refreshed'),
    );
    app.addHook('onClose', async () => stop());
    if (opts.closeOnShutdown) app.addHook('onClose', () => opts.database.close());
  },
  { name: 'db' },
);
