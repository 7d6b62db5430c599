import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const stocktakingRoutes: FastifyPluginAsyncZod = async () => {};
