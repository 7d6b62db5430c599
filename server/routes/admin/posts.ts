import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, okResponse } from '../../../contract/common';
import {
  editorjsUpload,
  fileAsset,
  fileAssetQuery,
  post,
  postBody,
  postsQuery,
  postsResponse,
} from '../../../contract/posts';
import { currentUser, withTenant } from '../../plugins/auth';
import { audit } from '../../services/audit';
import { createPost, deletePost, findPost, listPosts, toPost, updatePost } from '../../services/posts';
import { storePostImage } from '../../services/posts-files';

const TAGS = ['Администрирование: новости'];
const errors = {
  401: errorBody,
  403: errorBody,
  404: errorBody,
  413: errorBody,
  415: errorBody,
  422: errorBody,
};
const config = { access: 'back_office' } as const;

/** The platform's news: the back office sees and edits every post, writes posts without an organization. */
export const adminPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api_a/posts',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Все новости',
        querystring: postsQuery,
        response: { 200: postsResponse, ...errors },
      },
    },
    async (request) => {
      const { limit, offset, order_field, order_by } = request.query;
      return withTenant(request, (tx) =>
        listPosts(tx, {
          scope: 'all',
          publishedOnly: false,
          limit,
          offset,
          orderField: order_field,
          orderBy: order_by,
        }),
      );
    },
  );

  app.get(
    '/api_a/posts/:id',
    {
      config,
      schema: { tags: TAGS, summary: 'Новость', params: idParam, response: { 200: post, ...errors } },
    },
    async (request) =>
      withTenant(request, async (tx) => toPost(await findPost(tx, request.params.id, 'all'))),
  );

  app.post(
    '/api_a/posts',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Новость платформы',
        body: postBody,
        response: { 201: post, ...errors },
      },
    },
    async (request, reply) => {
      const created = await withTenant(request, async (tx) => {
        const postId = await createPost(
          tx,
          { organizationId: null, authorUserId: currentUser(request).id },
          request.body,
        );
        await audit(tx, request, { action: 'post_create', entity: 'post', entityId: postId });
        return toPost(await findPost(tx, postId, 'all'));
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api_a/posts/:id',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Изменение новости',
        params: idParam,
        body: postBody,
        response: { 200: post, ...errors },
      },
    },
    async (request) =>
      withTenant(request, async (tx) => {
        const row = await findPost(tx, request.params.id, 'all');
        await updatePost(tx, row, request.body);
        await audit(tx, request, {
          action: 'post_update',
          entity: 'post',
          entityId: row.post.id,
          organizationId: row.post.organizationId,
        });
        return toPost(await findPost(tx, row.post.id, 'all'));
      }),
  );

  app.delete(
    '/api_a/posts/:id',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Удаление новости',
        params: idParam,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) =>
      withTenant(request, async (tx) => {
        const row = await findPost(tx, request.params.id, 'all');
        await deletePost(tx, row.post.id);
        await audit(tx, request, {
          action: 'post_delete',
          entity: 'post',
          entityId: row.post.id,
          organizationId: row.post.organizationId,
        });
        return { ok: true as const };
      }),
  );

  app.post(
    '/api_a/posts/:id/file_assets/',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Изображение новости (is_thumbnail=true — обложка)',
        params: idParam,
        querystring: fileAssetQuery,
        response: { 201: fileAsset, ...errors },
      },
    },
    async (request, reply) => {
      const asset = await withTenant(request, async (tx) => {
        const row = await findPost(tx, request.params.id, 'all');
        return storePostImage(request, tx, {
          postId: row.post.id,
          organizationId: row.post.organizationId,
          isThumbnail: request.query.is_thumbnail,
        });
      });
      return reply.status(201).send(asset);
    },
  );

  app.post(
    '/api_a/posts/:id/file_assets/editorjs',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Изображение для редактора (поле upload_file)',
        params: idParam,
        response: { 200: editorjsUpload, ...errors },
      },
    },
    async (request) => {
      const asset = await withTenant(request, async (tx) => {
        const row = await findPost(tx, request.params.id, 'all');
        return storePostImage(
          request,
          tx,
          { postId: row.post.id, organizationId: row.post.organizationId, isThumbnail: false },
          'upload_file',
        );
      });
      return { success: 1 as const, file: { url: asset.url } };
    },
  );
};
