import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const goodsRoutes: FastifyPluginAsyncZod = async () => {};
