import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const expensesRoutes: FastifyPluginAsyncZod = async () => {};
