import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const userRolesRoutes: FastifyPluginAsyncZod = async () => {};
