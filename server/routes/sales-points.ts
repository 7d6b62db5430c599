import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const salesPointsRoutes: FastifyPluginAsyncZod = async () => {};
