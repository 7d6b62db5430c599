import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, id, idParam, okResponse } from '../../../contract/common';
import {
  editorjsUpload,
  fileAsset,
  fileAssetQuery,
  post,
  postBody,
  postsQuery,
  postsResponse,
} from '../../../contract/posts';
import { z } from '../../../contract/zod';
import { forbidden, notFound } from '../../errors';
import { currentUser, requirePermission, withTenant } from '../../plugins/auth';
import { audit } from '../../services/audit';
import { createPost, deletePost, findPost, listPosts, toPost, updatePost } from '../../services/posts';
import { storePostImage } from '../../services/posts-files';

const TAGS = ['Новости поставщика'];
const errors = {
  401: errorBody,
  403: errorBody,
  404: errorBody,
  413: errorBody,
  415: errorBody,
  422: errorBody,
};
const orgQuery = z.object({ organization_id: id });
const optionalOrgQuery = z.object({ organization_id: id.optional() });

/** The post of the caller's organization; a post of another organization is 404. */
async function ownPost(
  request: FastifyRequest,
  db: Parameters<typeof findPost>[0],
  postId: number,
  permission: 'post_r' | 'post_u',
  organizationId?: number,
) {
  const row = await findPost(db, postId, 'all');
  const owner = row.post.organizationId;
  if (owner === null || (organizationId !== undefined && owner !== organizationId))
    throw notFound('Новость не найдена');
  requirePermission(request, permission, owner);
  return row;
}

export const supplierPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { access: { permission: 'post_r' } } as const;

  app.get(
    '/v1/supplier/posts',
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'Новости организации',
        querystring: postsQuery.extend(orgQuery.shape),
        response: { 200: postsResponse, ...errors },
      },
    },
    async (request) => {
      const { organization_id, limit, offset, order_field, order_by } = request.query;
      requirePermission(request, 'post_r', organization_id);
      return withTenant(request, (tx) =>
        listPosts(tx, {
          scope: { organizationId: organization_id },
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
    '/v1/supplier/posts/:id',
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'Новость организации',
        params: idParam,
        querystring: optionalOrgQuery,
        response: { 200: post, ...errors },
      },
    },
    async (request) =>
      withTenant(request, async (tx) =>
        toPost(await ownPost(request, tx, request.params.id, 'post_r', request.query.organization_id)),
      ),
  );

  app.post(
    '/v1/supplier/posts',
    {
      config: { access: { permission: 'post_c' } },
      schema: {
        tags: TAGS,
        summary: 'Новая новость',
        querystring: orgQuery,
        body: postBody,
        response: { 201: post, ...errors },
      },
    },
    async (request, reply) => {
      const organizationId = request.query.organization_id;
      requirePermission(request, 'post_c', organizationId);
      const created = await withTenant(request, async (tx) => {
        const postId = await createPost(
          tx,
          { organizationId, authorUserId: currentUser(request).id },
          request.body,
        );
        await audit(tx, request, { action: 'post_create', entity: 'post', entityId: postId, organizationId });
        return toPost(await findPost(tx, postId, 'all'));
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/v1/supplier/posts/:id',
    {
      config: { access: { permission: 'post_u' } },
      schema: {
        tags: TAGS,
        summary: 'Изменение новости',
        params: idParam,
        querystring: optionalOrgQuery,
        body: postBody,
        response: { 200: post, ...errors },
      },
    },
    async (request) =>
      withTenant(request, async (tx) => {
        const row = await ownPost(request, tx, request.params.id, 'post_u', request.query.organization_id);
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
    '/v1/supplier/posts/:id',
    {
      config: { access: { permission: 'post_u' } },
      schema: {
        tags: TAGS,
        summary: 'Удаление новости',
        params: idParam,
        querystring: optionalOrgQuery,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) =>
      withTenant(request, async (tx) => {
        const row = await ownPost(request, tx, request.params.id, 'post_u', request.query.organization_id);
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
    '/v1/supplier/posts/:id/file_assets',
    {
      config: { access: { permission: 'post_u' } },
      schema: {
        tags: TAGS,
        summary: 'Загрузка изображения новости (is_thumbnail=true — обложка)',
        params: idParam,
        querystring: fileAssetQuery.extend(optionalOrgQuery.shape),
        response: { 201: fileAsset, ...errors },
      },
    },
    async (request, reply) => {
      const asset = await withTenant(request, async (tx) => {
        const row = await ownPost(request, tx, request.params.id, 'post_u', request.query.organization_id);
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
    '/v1/supplier/posts/file_assets/editorjs',
    {
      config: { access: { permission: ['post_c', 'post_u'] } },
      schema: {
        tags: TAGS,
        summary: 'Изображение для редактора (поле upload_file; ответ в формате Editor.js)',
        querystring: orgQuery,
        response: { 200: editorjsUpload, ...errors },
      },
    },
    async (request) => {
      const organizationId = request.query.organization_id;
      const held = currentUser(request).memberships.get(organizationId);
      if (!held) throw notFound();
      if (!held.has('post_c') && !held.has('post_u')) throw forbidden();
      const asset = await withTenant(request, (tx) =>
        storePostImage(request, tx, { postId: null, organizationId, isThumbnail: false }, 'upload_file'),
      );
      return { success: 1 as const, file: { url: asset.url } };
    },
  );
};
