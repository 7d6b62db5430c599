import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boolQuery, idParam } from '../../../contract/common';
import { notificationSettings, notificationsResponse } from '../../../contract/events';
import { z } from '../../../contract/zod';
import { badRequest, notFound } from '../../errors';
import { routeOptions } from '../../openapi/route-options';
import { currentUser, withTenant } from '../../plugins/auth';
import { verifyUnsubscribeToken } from './letters';
import { listNotifications, markRead, readSettings, writeSettings } from './notifications';

const route = routeOptions(['Уведомления'], [401, 404, 422]);

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  unread_only: boolQuery.optional(),
});

/** The notification centre (the bell) and the e-mail settings of the signed-in user. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/notifications',
    route('user', 'Мои уведомления, новые сверху, и число непрочитанных', {
      querystring: listQuery,
      response: { 200: notificationsResponse },
    }),
    async (request) => {
      const { limit, offset, unread_only } = request.query;
      return withTenant(request, (tx) =>
        listNotifications(tx, currentUser(request).id, { limit, offset, unreadOnly: unread_only === true }),
      );
    },
  );

  app.post(
    '/v1/notifications/:id/read',
    route('user', 'Отметить уведомление прочитанным', {
      params: idParam,
      response: { 200: notificationsResponse.pick({ unread: true }) },
    }),
    async (request) =>
      withTenant(request, async (tx) => {
        const userId = currentUser(request).id;
        if ((await markRead(tx, userId, request.params.id)) === 0) throw notFound('Уведомление не найдено');
        return {
          unread: (await listNotifications(tx, userId, { limit: 1, offset: 0, unreadOnly: true })).unread,
        };
      }),
  );

  app.post(
    '/v1/notifications/read_all',
    route('user', 'Отметить все уведомления прочитанными', {
      response: { 200: notificationsResponse.pick({ unread: true }) },
    }),
    async (request) =>
      withTenant(request, async (tx) => {
        await markRead(tx, currentUser(request).id, null);
        return { unread: 0 };
      }),
  );

  app.get(
    '/v1/notifications/settings',
    route('user', 'Какие уведомления присылать на e-mail: сразу, сводкой раз в день или никогда', {
      response: { 200: notificationSettings },
    }),
    async (request) => withTenant(request, (tx) => readSettings(tx, currentUser(request).id)),
  );

  app.put(
    '/v1/notifications/settings',
    route('user', 'Изменить настройки писем', {
      body: notificationSettings.partial(),
      response: { 200: notificationSettings },
    }),
    async (request) => withTenant(request, (tx) => writeSettings(tx, currentUser(request).id, request.body)),
  );

  app.get(
    '/v1/notifications/unsubscribe',
    route('public', 'Отписаться от писем по ссылке из письма (подписанный токен, без входа)', {
      querystring: z.object({ token: z.string().max(200) }),
      response: { 200: z.object({ detail: z.string() }) },
    }),
    async (request) => {
      const userId = verifyUnsubscribeToken(app.config.jwtSecret, request.query.token);
      if (userId === null)
        throw badRequest('Ссылка для отписки недействительна', { token: 'Неверная ссылка' });
      await writeSettings(app.db, userId, { email_mode: 'off' });
      return { detail: 'Вы отписались от писем. Включить их снова можно в профиле.' };
    },
  );
};
