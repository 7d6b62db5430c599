import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, okResponse } from '../../../contract/common';
import {
  editorjsUpload,
  fileAsset,
  type fileAssetQuery,
  post,
  postBody,
  type postsQuery,
  postsResponse,
} from '../../../contract/posts';
import type { z } from '../../../contract/zod';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { routeOptions } from '../../openapi/route-options';
import { currentUser, type RouteAccess, withTenant } from '../../plugins/auth';
import { postEvent } from '../events/domain';
import { createPost, deletePost, findPost, listPosts, toPost, updatePost } from './posts';
import { storePostImage } from './posts-files';

export type PostAction = 'read' | 'create' | 'update';
type PostRow = Awaited<ReturnType<typeof findPost>>;
type Call = 'list' | 'get' | 'create' | 'update' | 'delete' | 'image' | 'editorImage';

/**
 * Where posts are written: the back office (the platform's posts) or a supplier (one organization's).
 * The calls, their handlers and answers are the same; a side names its path, access and owner.
 */
export interface PostsSide {
  /** '/api_a/posts' or '/v1/supplier/posts'. */
  path: string;
  tag: string;
  summaries: Record<Call, string>;
  access: Record<PostAction, RouteAccess>;
  /** Query of the list and of a new post: the side's paging, and the organization if it names one. */
  listQuery: z.ZodType<z.output<typeof postsQuery>>;
  createQuery?: z.ZodType<object>;
  /** Query a call on one post may carry (the organization the caller expects it in). */
  postQuery?: z.ZodType<object>;
  imageQuery: z.ZodType<z.output<typeof fileAssetQuery>>;
  /**
   * The organization a list shows or a new post belongs to, once the caller may `action` there;
   * null for the back office: every post in a list, no organization for a new one.
   */
  owner(request: FastifyRequest, action: 'read' | 'create'): number | null;
  /** The post `postId` if the caller may `action` it; 404 for a post outside the side. */
  post(request: FastifyRequest, tx: Tx, postId: number, action: PostAction): Promise<PostRow>;
}

/** The posts calls of one side: list, read, write, delete, cover image and editor images by post id. */
export function postsRoutes(side: PostsSide): FastifyPluginAsyncZod {
  const { path, summaries, access } = side;
  const route = routeOptions([side.tag], [401, 403, 404, 413, 415, 422]);
  // Fastify warns of a `querystring: undefined`: a side without the query leaves the key out.
  const postQuery = side.postQuery ? { querystring: side.postQuery } : {};
  const createQuery = side.createQuery ? { querystring: side.createQuery } : {};
  const one = `${path}/:id`;
  return async (app) => {
    app.get(
      path,
      route(access.read, summaries.list, { querystring: side.listQuery, response: { 200: postsResponse } }),
      async (request) => {
        const { limit, offset, order_field, order_by } = request.query;
        const owner = side.owner(request, 'read');
        return withTenant(request, (tx) =>
          listPosts(tx, {
            scope: owner === null ? 'all' : { organizationId: owner },
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
      one,
      route(access.read, summaries.get, { params: idParam, ...postQuery, response: { 200: post } }),
      async (request) =>
        withTenant(request, async (tx) => toPost(await side.post(request, tx, request.params.id, 'read'))),
    );

    app.post(
      path,
      route(access.create, summaries.create, { ...createQuery, body: postBody, response: { 201: post } }),
      async (request, reply) => {
        const organizationId = side.owner(request, 'create');
        const created = await withTenant(request, async (tx) => {
          const postId = await createPost(
            tx,
            { organizationId, authorUserId: currentUser(request).id },
            request.body,
          );
          await audit(tx, request, {
            action: 'post_create',
            entity: 'post',
            entityId: postId,
            organizationId,
          });
          if (request.body.is_published && organizationId !== null)
            await postEvent(tx, request, postId, organizationId);
          return toPost(await findPost(tx, postId, 'all'));
        });
        return reply.status(201).send(created);
      },
    );

    app.put(
      one,
      route(access.update, summaries.update, {
        params: idParam,
        ...postQuery,
        body: postBody,
        response: { 200: post },
      }),
      async (request) =>
        withTenant(request, async (tx) => {
          const row = await side.post(request, tx, request.params.id, 'update');
          await updatePost(tx, row, request.body);
          const owner = row.post.organizationId;
          if (!row.post.isPublished && request.body.is_published && owner !== null)
            await postEvent(tx, request, row.post.id, owner);
          await audit(tx, request, {
            action: 'post_update',
            entity: 'post',
            entityId: row.post.id,
            organizationId: owner,
          });
          return toPost(await findPost(tx, row.post.id, 'all'));
        }),
    );

    app.delete(
      one,
      route(access.update, summaries.delete, {
        params: idParam,
        ...postQuery,
        response: { 200: okResponse },
      }),
      async (request) =>
        withTenant(request, async (tx) => {
          const row = await side.post(request, tx, request.params.id, 'update');
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
      `${one}/file_assets`,
      route(access.update, summaries.image, {
        params: idParam,
        querystring: side.imageQuery,
        response: { 201: fileAsset },
      }),
      async (request, reply) => {
        const asset = await withTenant(request, async (tx) => {
          const row = await side.post(request, tx, request.params.id, 'update');
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
      `${one}/file_assets/editorjs`,
      route(access.update, summaries.editorImage, {
        params: idParam,
        ...postQuery,
        response: { 200: editorjsUpload },
      }),
      async (request) => {
        const asset = await withTenant(request, async (tx) => {
          const row = await side.post(request, tx, request.params.id, 'update');
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
}
