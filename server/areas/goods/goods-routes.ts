import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, okResponse } from '../../../contract/common';
import {
  good,
  goodInput,
  goodsListQuery,
  goodsListResponse,
  goodUpdate,
  measuresResponse,
  organizationQuery,
} from '../../../contract/goods';
import { goodFileAssets, goods, measures } from '../../db/schema';
import { notFound } from '../../errors';
import { audit } from '../../lib/audit';
import { errorResponses } from '../../openapi/error-responses';
import { routeOptions } from '../../openapi/route-options';
import { declaredPermission, organizationsWith, rowOrganization, withTenant } from '../../plugins/auth';
import { createTotalsCache } from './catalog-totals';
import { findGood, listGoods } from './goods-query';
import { createGood, updateGood } from './goods-write';
import { attachImages, detachImage, storeImageParts } from './images';

const route = routeOptions(['Товары'], [401, 403, 404, 409, 422]);
const goodNotFound = () => notFound('Товар не найден');
const imageNotFound = () => notFound('Изображение не найдено');
const goodOrganization = rowOrganization(async (tx, id) => {
  const [row] = await tx.select({ organizationId: goods.organizationId }).from(goods).where(eq(goods.id, id));
  return row?.organizationId;
}, goodNotFound);
const imageOrganization = rowOrganization(async (tx, id) => {
  const [row] = await tx
    .select({ organizationId: goodFileAssets.organizationId })
    .from(goodFileAssets)
    .where(eq(goodFileAssets.id, id));
  return row?.organizationId;
}, imageNotFound);

export const goodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const totals = createTotalsCache();

  app.get(
    '/v1/goods/measure/all',
    route('user', 'Единицы измерения', { response: { 200: measuresResponse } }),
    async () => {
      const rows = await app.db.select().from(measures).orderBy(measures.id);
      return rows.map((m) => ({
        id: m.id,
        name: m.name,
        full_name: m.fullName,
        is_fractional: m.isFractional,
      }));
    },
  );

  app.get(
    '/v1/goods/',
    route({ permission: 'good_r', organization: 'query' }, 'Товары организаций пользователя с фильтрами', {
      querystring: goodsListQuery,
      response: { 200: goodsListResponse },
    }),
    async (request) => {
      const q = request.query;
      const orgIds = q.organization_id
        ? [q.organization_id]
        : organizationsWith(request, declaredPermission(request));
      return withTenant(request, (tx) => listGoods(tx, orgIds, q, totals));
    },
  );

  app.get(
    '/v1/goods/:id',
    route({ permission: 'good_r', organization: 'query' }, 'Товар', {
      params: idParam,
      querystring: organizationQuery,
      response: { 200: good },
    }),
    async (request) => {
      const orgId = request.query.organization_id;
      const found = await withTenant(request, (tx) => findGood(tx, orgId, request.params.id));
      if (!found) throw goodNotFound();
      return found;
    },
  );

  app.post(
    '/v1/goods/',
    route({ permission: 'good_c', organization: 'query' }, 'Создание товара', {
      querystring: organizationQuery,
      body: goodInput,
      response: { 201: good },
    }),
    async (request, reply) => {
      const orgId = request.query.organization_id;
      const created = await withTenant(request, async (tx) => {
        const goodId = await createGood(tx, orgId, request.body);
        await audit(tx, request, {
          action: 'good_create',
          entity: 'good',
          entityId: goodId,
          organizationId: orgId,
        });
        return findGood(tx, orgId, goodId);
      });
      if (!created) throw goodNotFound();
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/v1/goods/:id',
    route({ permission: 'good_u', organization: 'query' }, 'Изменение товара', {
      params: idParam,
      querystring: organizationQuery,
      body: goodUpdate,
      response: { 200: good },
    }),
    async (request) => {
      const orgId = request.query.organization_id;
      const updated = await withTenant(request, async (tx) => {
        if (!(await findGood(tx, orgId, request.params.id))) throw goodNotFound();
        await updateGood(tx, orgId, request.params.id, request.body);
        await audit(tx, request, {
          action: 'good_update',
          entity: 'good',
          entityId: request.params.id,
          organizationId: orgId,
          details: { fields: Object.keys(request.body) },
        });
        return findGood(tx, orgId, request.params.id);
      });
      if (!updated) throw goodNotFound();
      return updated;
    },
  );

  app.post(
    '/v1/goods/:id/upload_file_assets',
    route(
      { permission: 'good_u', organization: goodOrganization },
      'Загрузка изображений товара (multipart, несколько файлов; первое — обложка)',
      { params: idParam, response: { 200: good, ...errorResponses(413, 415) } },
    ),
    async (request) => {
      const goodId = request.params.id;
      const owner = await goodOrganization(request);
      const stored = await storeImageParts(request);
      try {
        const result = await withTenant(request, async (tx) => {
          await attachImages(tx, { id: goodId, organizationId: owner }, stored);
          await audit(tx, request, {
            action: 'good_images_upload',
            entity: 'good',
            entityId: goodId,
            organizationId: owner,
            details: { count: stored.length },
          });
          return findGood(tx, owner, goodId);
        });
        if (!result) throw goodNotFound();
        return result;
      } catch (error) {
        for (const file of stored) await app.storage.remove(file.key);
        throw error;
      }
    },
  );

  app.delete(
    '/v1/goods/file_assets/:id',
    route({ permission: 'good_u', organization: imageOrganization }, 'Удаление изображения товара', {
      params: idParam,
      response: { 200: okResponse },
    }),
    async (request) => {
      const asset = await withTenant(request, async (tx) => {
        const [row] = await tx.select().from(goodFileAssets).where(eq(goodFileAssets.id, request.params.id));
        if (!row) throw imageNotFound();
        await detachImage(tx, row);
        await audit(tx, request, {
          action: 'good_image_delete',
          entity: 'good',
          entityId: row.goodId,
          organizationId: row.organizationId,
        });
        return row;
      });
      await app.storage.remove(asset.storageKey);
      return { ok: true as const };
    },
  );
};
