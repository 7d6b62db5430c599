import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminPostsRoutes: FastifyPluginAsyncZod = async () => {};
