import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const clientPriceListsRoutes: FastifyPluginAsyncZod = async () => {};
