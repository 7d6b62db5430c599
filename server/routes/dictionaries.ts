import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const dictionariesRoutes: FastifyPluginAsyncZod = async () => {};
