import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const postsFeedRoutes: FastifyPluginAsyncZod = async () => {};
