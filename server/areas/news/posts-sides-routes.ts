import type { FastifyRequest } from 'fastify';
import { id } from '../../../contract/common';
import { fileAssetQuery, postsQuery } from '../../../contract/posts';
import { z } from '../../../contract/zod';
import { notFound } from '../../errors';
import { namedOrSoleOrganization, requirePermission } from '../../plugins/auth';
import { findPost } from './posts';
import { postsRoutes } from './posts-routes';

/** The back office sees and edits every post and writes the platform's own (no organization). */
export const adminPostsRoutes = postsRoutes({
  path: '/api_a/posts',
  tag: 'Администрирование: новости',
  summaries: {
    list: 'Все новости',
    get: 'Новость',
    create: 'Новость платформы',
    update: 'Изменение новости',
    delete: 'Удаление новости',
    image: 'Изображение новости (is_thumbnail=true — обложка)',
    editorImage: 'Изображение для редактора (поле upload_file)',
  },
  access: { read: 'back_office', create: 'back_office', update: 'back_office' },
  listQuery: postsQuery,
  imageQuery: fileAssetQuery,
  owner: () => null,
  post: (_request, tx, postId) => findPost(tx, postId, 'all'),
});

const SUPPLIER_PERMISSION = { read: 'post_r', create: 'post_c', update: 'post_u' } as const;
const optionalOrgQuery = z.object({ organization_id: id.optional() });
/** The organization a call's query names (orgQuery or optionalOrgQuery has validated it). */
const namedOrganization = (request: FastifyRequest) =>
  (request.query as z.output<typeof optionalOrgQuery>).organization_id;

/** A supplier's posts: one organization at a time; a post of another organization is 404. */
export const supplierPostsRoutes = postsRoutes({
  path: '/v1/supplier/posts',
  tag: 'Новости поставщика',
  summaries: {
    list: 'Новости организации',
    get: 'Новость организации',
    create: 'Новая новость',
    update: 'Изменение новости',
    delete: 'Удаление новости',
    image: 'Загрузка изображения новости (is_thumbnail=true — обложка)',
    editorImage: 'Изображение для редактора (поле upload_file; ответ в формате Editor.js)',
  },
  access: {
    read: { permission: SUPPLIER_PERMISSION.read },
    create: { permission: SUPPLIER_PERMISSION.create },
    update: { permission: SUPPLIER_PERMISSION.update },
  },
  // Without organization_id, a list or a new post is the caller's only organization with the right.
  listQuery: postsQuery.extend(optionalOrgQuery.shape),
  createQuery: optionalOrgQuery,
  postQuery: optionalOrgQuery,
  imageQuery: fileAssetQuery.extend(optionalOrgQuery.shape),
  owner(request, action) {
    const permission = SUPPLIER_PERMISSION[action];
    const organizationId = namedOrSoleOrganization(request, namedOrganization(request), permission);
    requirePermission(request, permission, organizationId);
    return organizationId;
  },
  async post(request, tx, postId, action) {
    const row = await findPost(tx, postId, 'all');
    const owner = row.post.organizationId;
    const expected = namedOrganization(request);
    if (owner === null || (expected !== undefined && owner !== expected))
      throw notFound('Новость не найдена');
    requirePermission(request, SUPPLIER_PERMISSION[action], owner);
    return row;
  },
});
