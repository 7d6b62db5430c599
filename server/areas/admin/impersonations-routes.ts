import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  impersonationActionsList,
  impersonationActionsQuery,
  impersonationsList,
  impersonationsQuery,
} from '../../../contract/admin';
import { idParam } from '../../../contract/common';
import { notFound } from '../../errors';
import { routeOptions } from '../../openapi/route-options';
import { impersonationExists, listImpersonationActions, listImpersonations } from './impersonations';

const route = routeOptions(['Админка'], [401, 403, 404, 422]);

export const adminImpersonationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api_a/impersonations',
    route('back_office', 'Журнал входов от имени пользователей', {
      querystring: impersonationsQuery,
      response: { 200: impersonationsList },
    }),
    async (request) => listImpersonations(app.db, request.query),
  );

  app.get(
    '/api_a/impersonations/:id/actions',
    route('back_office', 'Действия, выполненные от имени пользователя за время входа', {
      params: idParam,
      querystring: impersonationActionsQuery,
      response: { 200: impersonationActionsList },
    }),
    async (request) => {
      if (!(await impersonationExists(app.db, request.params.id)))
        throw notFound('Вход от имени пользователя не найден');
      return listImpersonationActions(app.db, request.params.id, request.query);
    },
  );
};
