import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, okResponse } from '../../../contract/common';
import {
  SAVED_VIEW_LISTS,
  type SavedViewList,
  savedView,
  savedViewCreateBody,
  savedViewsQuery,
  savedViewsResponse,
  savedViewUpdateBody,
} from '../../../contract/saved-views';
import { routeOptions } from '../../openapi/route-options';
import { currentUser, missingPermission, organizationsWith, withTenant } from '../../plugins/auth';
import { createView, deleteView, listViews, updateView } from './views';

const route = routeOptions(['Сохранённые виды'], [401, 403, 404, 409, 422]);

/** A view of a list the caller cannot open is refused: the list's own right in any organization. */
function requireListRight(request: FastifyRequest, listKey: SavedViewList) {
  const { permission } = SAVED_VIEW_LISTS[listKey];
  if (organizationsWith(request, permission).length === 0) throw missingPermission(permission);
}

/**
 * A person's saved views of a list (issue 42 item 18): named filters, sort and columns, one the
 * default. Each view is its owner's alone: another user's id answers 404, as a missing one.
 */
export const savedViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/saved_views',
    route('user', 'Сохранённые виды списка', {
      querystring: savedViewsQuery,
      response: { 200: savedViewsResponse },
    }),
    async (request) => {
      requireListRight(request, request.query.list_key);
      const userId = currentUser(request).id;
      return { items: await withTenant(request, (tx) => listViews(tx, userId, request.query.list_key)) };
    },
  );

  app.post(
    '/v1/saved_views',
    route('user', 'Сохранить вид списка', { body: savedViewCreateBody, response: { 201: savedView } }),
    async (request, reply) => {
      requireListRight(request, request.body.list_key);
      const userId = currentUser(request).id;
      const view = await withTenant(request, (tx) => createView(tx, userId, request.body));
      return reply.code(201).send(view);
    },
  );

  app.put(
    '/v1/saved_views/:id',
    route('user', 'Изменить вид: название, состояние, вид по умолчанию', {
      params: idParam,
      body: savedViewUpdateBody,
      response: { 200: savedView },
    }),
    async (request) => {
      const userId = currentUser(request).id;
      return withTenant(request, (tx) => updateView(tx, userId, request.params.id, request.body));
    },
  );

  app.delete(
    '/v1/saved_views/:id',
    route('user', 'Удалить вид', { params: idParam, response: { 200: okResponse } }),
    async (request) => {
      const userId = currentUser(request).id;
      await withTenant(request, (tx) => deleteView(tx, userId, request.params.id));
      return { ok: true as const };
    },
  );
};
