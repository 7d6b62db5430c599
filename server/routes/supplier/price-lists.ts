import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const supplierPriceListsRoutes: FastifyPluginAsyncZod = async () => {};
