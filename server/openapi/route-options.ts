import type { FastifySchema } from 'fastify';
import type { RouteAccess } from '../plugins/auth';

type RouteSchema = Omit<FastifySchema, 'tags' | 'summary' | 'response'> & {
  response: Record<number, unknown>;
};

/**
 * The options of one area's routes: `config.access` and the OpenAPI schema, with the area's tags
 * and error statuses added to each route's own responses.
 *
 * ```ts
 * const route = routeOptions(TAGS, errorResponses(401, 403, 404, 422));
 * app.get('/v1/roles/:id', route(access, 'Роль', { params: idParam, response: { 200: role } }), handler);
 * ```
 */
export function routeOptions<const Tags extends string[], const Errors extends Record<number, unknown>>(
  tags: Tags,
  errors: Errors,
) {
  return <const Schema extends RouteSchema>(access: RouteAccess, summary: string, schema: Schema) => ({
    config: { access },
    schema: {
      tags,
      summary,
      ...schema,
      response: { ...errors, ...schema.response } as Errors & Schema['response'],
    },
  });
}
