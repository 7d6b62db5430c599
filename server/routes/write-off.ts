import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const writeOffRoutes: FastifyPluginAsyncZod = async () => {};
