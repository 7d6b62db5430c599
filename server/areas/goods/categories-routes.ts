import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, okResponse } from '../../../contract/common';
import {
  goodCategoriesResponse,
  goodCategory,
  goodCategoryInput,
  goodCategoryUpdate,
} from '../../../contract/good-categories';
import { organizationQuery } from '../../../contract/goods';
import { goodCategories } from '../../db/schema';
import { notFound } from '../../errors';
import { audit } from '../../lib/audit';
import { routeOptions } from '../../openapi/route-options';
import { rowOrganization, withTenant } from '../../plugins/auth';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories';

const route = routeOptions(['Категории товаров'], [401, 403, 404, 409, 422]);

const categoryNotFound = () => notFound('Категория не найдена');
// Row-level security limits the lookup to the user's organizations; others' categories are not found.
const categoryOrganization = rowOrganization(async (tx, id) => {
  const [row] = await tx
    .select({ organizationId: goodCategories.organizationId })
    .from(goodCategories)
    .where(eq(goodCategories.id, id));
  return row?.organizationId;
}, categoryNotFound);

export const goodCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/good_categories/',
    route(
      { permission: 'good_r', organization: 'query' },
      'Дерево категорий организации (плоским списком с parent_id)',
      { querystring: organizationQuery, response: { 200: goodCategoriesResponse } },
    ),
    async (request) => {
      const orgId = request.query.organization_id;
      const items = await withTenant(request, (tx) => listCategories(tx, orgId));
      return { items, total: items.length };
    },
  );

  app.post(
    '/v1/good_categories/',
    route({ permission: 'good_c', organization: 'query' }, 'Создание категории', {
      querystring: organizationQuery,
      body: goodCategoryInput,
      response: { 201: goodCategory },
    }),
    async (request, reply) => {
      const orgId = request.query.organization_id;
      const created = await withTenant(request, async (tx) => {
        const row = await createCategory(tx, orgId, request.body);
        await audit(tx, request, {
          action: 'good_category_create',
          entity: 'good_category',
          entityId: row.id,
          organizationId: orgId,
        });
        return (await listCategories(tx, orgId)).find((c) => c.id === row.id);
      });
      if (!created) throw notFound('Категория не найдена');
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/v1/good_categories/:id',
    route(
      { permission: 'good_u', organization: 'query' },
      'Переименование и перенос категории (parent_id); цикл — 422',
      {
        params: idParam,
        querystring: organizationQuery,
        body: goodCategoryUpdate,
        response: { 200: goodCategory },
      },
    ),
    async (request) => {
      const orgId = request.query.organization_id;
      const updated = await withTenant(request, async (tx) => {
        await updateCategory(tx, orgId, request.params.id, request.body);
        await audit(tx, request, {
          action: 'good_category_update',
          entity: 'good_category',
          entityId: request.params.id,
          organizationId: orgId,
          details: { ...request.body },
        });
        return (await listCategories(tx, orgId)).find((c) => c.id === request.params.id);
      });
      if (!updated) throw notFound('Категория не найдена');
      return updated;
    },
  );

  app.delete(
    '/v1/good_categories/:id',
    route(
      { permission: 'good_u', organization: categoryOrganization },
      'Удаление пустой категории (409, пока в ней есть товары или подкатегории)',
      { params: idParam, response: { 200: okResponse } },
    ),
    async (request) => {
      await withTenant(request, async (tx) => {
        const [row] = await tx
          .select({ organizationId: goodCategories.organizationId })
          .from(goodCategories)
          .where(eq(goodCategories.id, request.params.id));
        if (!row) throw categoryNotFound();
        await deleteCategory(tx, row.organizationId, request.params.id);
        await audit(tx, request, {
          action: 'good_category_delete',
          entity: 'good_category',
          entityId: request.params.id,
          organizationId: row.organizationId,
        });
      });
      return { ok: true as const };
    },
  );
};
