import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../plugins/auth';
import { documentedErrorResponses } from './error-responses';
import { deriveOperationId } from './operation-ids';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * `/v1/client/orders/` and `/v1/client/orders` are one call (the router ignores a trailing
 * slash): the document lists it once, without the slash, in Fastify's `{param}` form.
 */
export function canonicalPath(url: string): string {
  const path = url.replace(/:(\w+)/g, '{$1}');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const methodsOf = (route: { method: RouteOptions['method'] }) =>
  [route.method].flat().filter((method) => method !== 'HEAD');

/**
 * Per-route part of the document: the zod schemas as JSON schemas (the type provider's transform),
 * one canonical path, an operationId, the error statuses with the shared `Error` body, and no
 * bearer requirement on public calls.
 */
export function transformRoute(input: TransformInput): { schema: FastifySchema; url: string } {
  const { schema, url } = jsonSchemaTransform(input) as { schema: Record<string, unknown>; url: string };
  if (schema.hide) return { schema, url };
  const path = canonicalPath(url);
  const route = input.route as RouteOptions & { config?: { access?: RouteAccess } };
  const methods = methodsOf(route);
  const access = route.config?.access;
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  const declared = Object.keys(response)
    .map(Number)
    .filter((status) => status >= 400);
  const documented: Record<string, unknown> = {
    ...schema,
    response: { ...response, ...documentedErrorResponses({ method: methods[0], access, declared }) },
  };
  if (methods.length === 1) documented.operationId ??= deriveOperationId(methods[0], path);
  if (access === 'public') documented.security = [];
  return { schema: documented as FastifySchema, url: path };
}
