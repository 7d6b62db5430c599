import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const clientSalesPointsRoutes: FastifyPluginAsyncZod = async () => {};
