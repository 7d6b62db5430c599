import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminImpersonationsRoutes: FastifyPluginAsyncZod = async () => {};
