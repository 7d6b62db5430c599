import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminOrganizationsRoutes: FastifyPluginAsyncZod = async () => {};
