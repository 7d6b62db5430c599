import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../contract/zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: { hide: true, response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } },
    },
    async () => {
      await app.database.query('SELECT 1');
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
