import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadDeclaredEntities } from '../../lib/declared-entities';
import { entityRoutes } from '../../lib/entity-routes';

const declared = await loadDeclaredEntities();

/** The routes of every entity declared in contract/entities (docs/adding-an-entity.md): none written here. */
export const declaredEntitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const entity of declared) await app.register(entityRoutes(entity));
};
