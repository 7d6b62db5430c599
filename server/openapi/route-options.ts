import type { FastifySchema } from 'fastify';
import type { RouteAccess } from '../plugins/auth';
import { type ErrorStatus, errorResponses } from './error-responses';

type RouteSchema = Omit<FastifySchema, 'tags' | 'summary' | 'response'> & {
  response: Record<number, unknown>;
};

/**
 * The options of one area's routes: `config.access` and the OpenAPI schema, with the area's tags
 * and error statuses added to each route's own responses.
 *
 * ```ts
 * const route = routeOptions(['Роли и пользователи'], [401, 403, 404, 422]);
 * app.get('/v1/roles/:id', route(access, 'Роль', { params: idParam, response: { 200: role } }), handler);
 * ```
 */
export function routeOptions<const Status extends ErrorStatus>(tags: string[], statuses: Status[]) {
  const errors = errorResponses(...statuses);
  return <const Schema extends RouteSchema>(access: RouteAccess, summary: string, schema: Schema) => ({
    config: { access },
    schema: {
      tags,
      summary,
      ...schema,
      response: { ...errors, ...schema.response } as typeof errors & Schema['response'],
    },
  });
}
