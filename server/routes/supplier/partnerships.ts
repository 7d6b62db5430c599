import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const supplierPartnershipsRoutes: FastifyPluginAsyncZod = async () => {};
