import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const importGoodsRoutes: FastifyPluginAsyncZod = async () => {};
