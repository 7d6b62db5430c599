import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { type Database, openDatabase } from '../../../server/db/client';
import type { TestApp } from './app';

/** A second instance of the app on the test app's PostgreSQL database (`*.pg.test.ts` only). */
export async function secondInstance(t: TestApp): Promise<{
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
}> {
  const [{ name }] = await t.database.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  const app = await buildApp(t.config, { database, migrate: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
