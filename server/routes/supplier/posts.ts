import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const supplierPostsRoutes: FastifyPluginAsyncZod = async () => {};
