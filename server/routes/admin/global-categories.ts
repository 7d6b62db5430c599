import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminGlobalCategoriesRoutes: FastifyPluginAsyncZod = async () => {};
