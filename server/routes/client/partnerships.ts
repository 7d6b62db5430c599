import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const clientPartnershipsRoutes: FastifyPluginAsyncZod = async () => {};
