import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, listQuery } from '../../contract/common';
import { post, postsResponse } from '../../contract/posts';
import { withTenant } from '../plugins/auth';
import { findPost, listPosts, toPost } from '../services/posts';

const TAGS = ['Лента новостей'];
const errors = { 404: errorBody, 422: errorBody };

/** The public feed: published posts, newest first. */
export const postsFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/posts_feed',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Лента опубликованных новостей',
        querystring: listQuery(['published_at']),
        response: { 200: postsResponse, ...errors },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      return withTenant(request, (tx) =>
        listPosts(tx, { scope: 'all', publishedOnly: true, limit, offset, orderBy: 'desc' }),
      );
    },
  );

  app.get(
    '/v1/posts_feed/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Опубликованная новость',
        params: idParam,
        response: { 200: post, ...errors },
      },
    },
    async (request) =>
      withTenant(request, async (tx) => toPost(await findPost(tx, request.params.id, 'all', true))),
  );
};
