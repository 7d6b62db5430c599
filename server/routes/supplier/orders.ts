import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const supplierOrdersRoutes: FastifyPluginAsyncZod = async () => {};
