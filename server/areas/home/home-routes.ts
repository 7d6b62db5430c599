import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeResponse } from '../../../contract/home';
import { routeOptions } from '../../openapi/route-options';
import { currentUser, withTenant } from '../../plugins/auth';
import { buildHome } from './home';

const route = routeOptions(['Стартовая страница'], [401]);

/** The start page: what waits for the signed-in user, in the organizations and rights they hold. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/home',
    route('user', 'Что ждёт пользователя: счётчики со ссылками на списки', {
      response: { 200: homeResponse },
    }),
    async (request) => withTenant(request, (tx) => buildHome(tx, currentUser(request))),
  );
};
