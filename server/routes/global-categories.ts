import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const globalCategoriesRoutes: FastifyPluginAsyncZod = async () => {};
