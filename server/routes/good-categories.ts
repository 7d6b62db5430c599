import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const goodCategoriesRoutes: FastifyPluginAsyncZod = async () => {};
