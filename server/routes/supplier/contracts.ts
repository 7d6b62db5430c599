import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const supplierContractsRoutes: FastifyPluginAsyncZod = async () => {};
