import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, listQuery } from '../../../contract/common';
import { newsReading, newsReadingInput, post, postsResponse } from '../../../contract/posts';
import { routeOptions } from '../../openapi/route-options';
import { currentUser, withTenant } from '../../plugins/auth';
import { findPost, listPosts, toPost } from './posts';
import { readerFilter, readNewsReading, saveNewsReading } from './reading';

const route = routeOptions(['Лента новостей'], [404, 422]);

const readerOf = (user: { id: number; memberships: Map<number, unknown> }) => ({
  userId: user.id,
  organizationIds: [...user.memberships.keys()],
});

/**
 * The public feed: published posts, newest first unless order_field/order_by ask otherwise; a
 * signed-in reader's reading settings hide what they chose not to read.
 */
export const postsFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/posts_feed',
    route('public', 'Лента опубликованных новостей', {
      querystring: listQuery(['published_at']),
      response: { 200: postsResponse },
    }),
    async (request) => {
      const { limit, offset, order_field, order_by } = request.query;
      return withTenant(request, async (tx) =>
        listPosts(tx, {
          reader: request.user ? await readerFilter(tx, readerOf(request.user)) : undefined,
          scope: 'all',
          publishedOnly: true,
          limit,
          offset,
          orderField: order_field,
          orderBy: order_by,
        }),
      );
    },
  );

  app.get(
    '/v1/posts_feed/settings',
    route('user', 'Настройки чтения: чьи новости показывать', { response: { 200: newsReading } }),
    async (request) => withTenant(request, (tx) => readNewsReading(tx, readerOf(currentUser(request)))),
  );

  app.put(
    '/v1/posts_feed/settings',
    route('user', 'Сохранить настройки чтения', { body: newsReadingInput, response: { 200: newsReading } }),
    async (request) => {
      const reader = readerOf(currentUser(request));
      return withTenant(request, async (tx) => {
        await saveNewsReading(tx, reader.userId, request.body);
        return readNewsReading(tx, reader);
      });
    },
  );

  app.get(
    '/v1/posts_feed/:id',
    route('public', 'Опубликованная новость', { params: idParam, response: { 200: post } }),
    async (request) =>
      withTenant(request, async (tx) => toPost(await findPost(tx, request.params.id, 'all', true))),
  );
};
