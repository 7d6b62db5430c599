import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const clientContractsRoutes: FastifyPluginAsyncZod = async () => {};
