import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const clientOrdersRoutes: FastifyPluginAsyncZod = async () => {};
