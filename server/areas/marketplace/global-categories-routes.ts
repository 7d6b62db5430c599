import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import {
  globalCategoriesList,
  globalCategory,
  globalCategoryNode,
  hierarchyQuery,
  treeQuery,
} from '../../../contract/global-categories';
import { z } from '../../../contract/zod';
import { routeOptions } from '../../openapi/route-options';
import { categoryOrThrow, loadCategoryTree, pathTo, rootNodes, toNode } from './categories';

const route = routeOptions(['Маркетплейс: категории'], [404, 422]);
const BASE = '/v1/marketplace/global_categories';

/** Public reads of the marketplace category tree. */
export const globalCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${BASE}/tree`,
    route('public', 'Дерево категорий: depth — сколько уровней под корнями (по умолчанию 1)', {
      querystring: treeQuery,
      response: { 200: z.array(globalCategoryNode) },
    }),
    async (request) => {
      const { depth, hide_empty, is_main_nav_enabled } = request.query;
      const tree = await loadCategoryTree(app.db);
      return rootNodes(tree, depth, { hideEmpty: hide_empty, mainNavOnly: is_main_nav_enabled === true });
    },
  );

  app.get(
    `${BASE}/list`,
    route('public', 'Все категории списком', { response: { 200: globalCategoriesList } }),
    async () => {
      const tree = await loadCategoryTree(app.db);
      return { items: tree.all, total: tree.all.length };
    },
  );

  app.get(
    `${BASE}/path/:id`,
    route('public', 'Путь от корня до категории', {
      params: idParam,
      response: { 200: z.array(globalCategory) },
    }),
    async (request) => pathTo(await loadCategoryTree(app.db), request.params.id),
  );

  app.get(
    `${BASE}/:id`,
    route('public', 'Категория', { params: idParam, response: { 200: globalCategory } }),
    async (request) => categoryOrThrow(await loadCategoryTree(app.db), request.params.id),
  );

  app.get(
    `${BASE}/:id/children`,
    route('public', 'Подкатегории', { params: idParam, response: { 200: z.array(globalCategory) } }),
    async (request) => {
      const tree = await loadCategoryTree(app.db);
      return tree.childrenOf(categoryOrThrow(tree, request.params.id).id);
    },
  );

  app.get(
    `${BASE}/:id/siblings`,
    route('public', 'Соседние категории (без самой категории)', {
      params: idParam,
      response: { 200: z.array(globalCategory) },
    }),
    async (request) => {
      const tree = await loadCategoryTree(app.db);
      const category = categoryOrThrow(tree, request.params.id);
      return tree.childrenOf(category.parent_id).filter((c) => c.id !== category.id);
    },
  );

  app.get(
    `${BASE}/:id/hierarchy`,
    route('public', 'Категория с потомками на depth уровней', {
      params: idParam,
      querystring: hierarchyQuery,
      response: { 200: globalCategoryNode },
    }),
    async (request) => {
      const tree = await loadCategoryTree(app.db);
      return toNode(tree, categoryOrThrow(tree, request.params.id), request.query.depth);
    },
  );
};
