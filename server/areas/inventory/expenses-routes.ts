import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, okResponse } from '../../../contract/common';
import {
  expenseBody,
  expenseCategoriesCreate,
  expenseCategoriesQuery,
  expenseCategory,
  expenseCategoryBody,
  expenseDoc,
  expenseList,
  expenseListQuery,
  organizationQuery,
} from '../../../contract/expenses';
import { z } from '../../../contract/zod';
import { routeOptions } from '../../openapi/route-options';
import {
  declaredPermission,
  namedOrSoleOrganization,
  organizationsWith,
  requirePermission,
  rowOrganization,
  withTenant,
} from '../../plugins/auth';
import {
  createExpense,
  deleteExpense,
  expenseOrganization,
  listExpenses,
  loadExpense,
  updateExpense,
} from './expenses';
import {
  createCategories,
  deleteCategory,
  listCategories,
  loadCategory,
  renameCategory,
} from './expenses-categories';

const route = routeOptions(['Расходы'], [401, 403, 404, 409, 422]);

const categoryOrganization = rowOrganization(async (tx, id) => (await loadCategory(tx, id)).organization_id);

export const expensesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/expense_docs/',
    route({ permission: 'expense_docs_r', organization: 'query' }, 'Расходы с итогами по типам', {
      querystring: expenseListQuery,
      response: { 200: expenseList },
    }),
    (request) => withTenant(request, (tx) => listExpenses(tx, request, request.query)),
  );

  app.get(
    '/v1/expense_docs/:id',
    route({ permission: 'expense_docs_r', organization: expenseOrganization }, 'Расход', {
      params: idParam,
      response: { 200: expenseDoc },
    }),
    (request) => withTenant(request, (tx) => loadExpense(tx, request.params.id)),
  );

  app.post(
    '/v1/expense_docs/',
    route({ permission: 'expense_docs_c', organization: 'query' }, 'Добавить расход', {
      // Without organization_id: the caller's only organization where it may add expenses.
      querystring: organizationQuery.partial(),
      body: expenseBody,
      response: { 201: expenseDoc },
    }),
    async (request, reply) => {
      const permission = declaredPermission(request);
      const organizationId = namedOrSoleOrganization(request, request.query.organization_id, permission);
      const doc = await withTenant(request, (tx) => createExpense(tx, request, organizationId, request.body));
      return reply.code(201).send(doc);
    },
  );

  app.put(
    '/v1/expense_docs/:id',
    route({ permission: 'expense_docs_u', organization: expenseOrganization }, 'Изменить расход', {
      params: idParam,
      body: expenseBody,
      response: { 200: expenseDoc },
    }),
    (request) => withTenant(request, (tx) => updateExpense(tx, request, request.params.id, request.body)),
  );

  app.delete(
    '/v1/expense_docs/:id',
    route({ permission: 'expense_docs_u', organization: expenseOrganization }, 'Удалить расход', {
      params: idParam,
      response: { 200: okResponse },
    }),
    (request) =>
      withTenant(request, async (tx) => {
        await deleteExpense(tx, request, request.params.id);
        return { ok: true as const };
      }),
  );

  app.get(
    '/v1/expense_categories/',
    route({ permission: 'expense_docs_r' }, 'Категории расходов', {
      querystring: expenseCategoriesQuery,
      response: { 200: z.array(expenseCategory) },
    }),
    (request) => {
      // Several organizations in one query: each is checked here.
      const permission = declaredPermission(request);
      const ids = request.query.organization_ids ?? organizationsWith(request, permission);
      for (const id of ids) requirePermission(request, permission, id);
      return withTenant(request, (tx) => listCategories(tx, ids));
    },
  );

  app.post(
    '/v1/expense_categories/bulk_create',
    route({ permission: 'expense_docs_c', organization: 'query' }, 'Добавить категории расходов', {
      querystring: organizationQuery,
      body: expenseCategoriesCreate,
      response: { 201: z.array(expenseCategory) },
    }),
    async (request, reply) => {
      const names = request.body.map((c) => c.name);
      const created = await withTenant(request, (tx) =>
        createCategories(tx, request.query.organization_id, names),
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/v1/expense_categories/:id',
    route({ permission: 'expense_docs_u', organization: categoryOrganization }, 'Переименовать категорию', {
      params: idParam,
      body: expenseCategoryBody,
      response: { 200: expenseCategory },
    }),
    (request) =>
      withTenant(request, async (tx) => {
        const category = await loadCategory(tx, request.params.id);
        return renameCategory(tx, category, request.body.name);
      }),
  );

  app.delete(
    '/v1/expense_categories/:id',
    route(
      { permission: 'expense_docs_u', organization: categoryOrganization },
      'Удалить категорию (нельзя, пока она используется)',
      { params: idParam, response: { 200: okResponse } },
    ),
    (request) =>
      withTenant(request, async (tx) => {
        const category = await loadCategory(tx, request.params.id);
        await deleteCategory(tx, category);
        return { ok: true as const };
      }),
  );
};
