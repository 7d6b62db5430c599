import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createGlobalCategoryBody,
  moveAfterQuery,
  moveBeforeQuery,
  updateGlobalCategoryBody,
} from '../../../contract/admin';
import { idParam } from '../../../contract/common';
import {
  type GlobalCategory,
  globalCategoriesList,
  globalCategory,
  globalCategoryNode,
  hierarchyQuery,
  treeQuery,
} from '../../../contract/global-categories';
import { z } from '../../../contract/zod';
import { errorResponses } from '../../openapi/error-responses';
import { loadCategoryForest } from './categories-read';
import { createCategory, deleteCategory, moveCategory, updateCategory } from './categories-write';

const errors = errorResponses(401, 403, 404, 409, 422);
const base = { config: { access: 'back_office' as const } };
const tags = ['Админка: категории'];
const categories = z.array(globalCategory);

export const adminGlobalCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const forest = () => loadCategoryForest(app.db);

  app.get(
    '/api_a/global_categories/tree',
    {
      ...base,
      schema: {
        tags,
        summary: 'Дерево категорий',
        querystring: treeQuery,
        response: { 200: z.array(globalCategoryNode), ...errors },
      },
    },
    async (request) => {
      const { depth, is_main_nav_enabled: nav, hide_empty: hideEmpty } = request.query;
      const tree = await forest();
      const keep = (c: GlobalCategory) =>
        (nav === undefined || c.is_main_nav_enabled === nav) && (!hideEmpty || c.goods_count > 0);
      const prune = (node: ReturnType<typeof tree.node>): ReturnType<typeof tree.node> => ({
        ...node,
        children: node.children.filter(keep).map(prune),
      });
      return tree
        .childrenOf(null)
        .filter(keep)
        .map((root) => prune(tree.node(root, depth)));
    },
  );

  app.get(
    '/api_a/global_categories/list',
    {
      ...base,
      schema: {
        tags,
        summary: 'Все категории списком, в порядке дерева',
        response: { 200: globalCategoriesList, ...errors },
      },
    },
    async () => {
      const tree = await forest();
      const items: GlobalCategory[] = [];
      const walk = (parentId: number | null) => {
        for (const child of tree.childrenOf(parentId)) {
          items.push(child);
          walk(child.id);
        }
      };
      walk(null);
      return { items, total: items.length };
    },
  );

  app.get(
    '/api_a/global_categories/path/:id',
    {
      ...base,
      schema: {
        tags,
        summary: 'Путь от корня до категории',
        params: idParam,
        response: { 200: categories, ...errors },
      },
    },
    async (request) => (await forest()).pathTo(request.params.id),
  );

  app.get(
    '/api_a/global_categories/:id',
    {
      ...base,
      schema: { tags, summary: 'Категория', params: idParam, response: { 200: globalCategory, ...errors } },
    },
    async (request) => (await forest()).get(request.params.id),
  );

  app.get(
    '/api_a/global_categories/:id/children',
    {
      ...base,
      schema: { tags, summary: 'Подкатегории', params: idParam, response: { 200: categories, ...errors } },
    },
    async (request) => {
      const tree = await forest();
      return tree.childrenOf(tree.get(request.params.id).id);
    },
  );

  app.get(
    '/api_a/global_categories/:id/siblings',
    {
      ...base,
      schema: {
        tags,
        summary: 'Категории того же уровня',
        params: idParam,
        response: { 200: categories, ...errors },
      },
    },
    async (request) => {
      const tree = await forest();
      const node = tree.get(request.params.id);
      return tree.childrenOf(node.parent_id).filter((c) => c.id !== node.id);
    },
  );

  app.get(
    '/api_a/global_categories/:id/hierarchy',
    {
      ...base,
      schema: {
        tags,
        summary: 'Категория с подкатегориями на depth уровней',
        params: idParam,
        querystring: hierarchyQuery,
        response: { 200: globalCategoryNode, ...errors },
      },
    },
    async (request) => {
      const tree = await forest();
      return tree.node(tree.get(request.params.id), request.query.depth);
    },
  );

  app.post(
    '/api_a/global_categories',
    {
      ...base,
      schema: {
        tags,
        summary: 'Создать категорию',
        body: createGlobalCategoryBody,
        response: { 200: globalCategory, ...errors },
      },
    },
    async (request) => {
      const createdId = await createCategory(request, request.body);
      return (await forest()).get(createdId);
    },
  );

  app.put(
    '/api_a/global_categories/:id',
    {
      ...base,
      schema: {
        tags,
        summary: 'Переименовать, перенести, показать в меню',
        params: idParam,
        body: updateGlobalCategoryBody,
        response: { 200: globalCategory, ...errors },
      },
    },
    async (request) => {
      await updateCategory(request, request.params.id, request.body);
      return (await forest()).get(request.params.id);
    },
  );

  app.delete(
    '/api_a/global_categories/:id',
    {
      ...base,
      schema: {
        tags,
        summary: 'Удалить неиспользуемую категорию',
        params: idParam,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await deleteCategory(request, request.params.id);
      return { ok: true as const };
    },
  );

  app.put(
    '/api_a/global_categories/:id/move_before',
    {
      ...base,
      schema: {
        tags,
        summary: 'Поставить перед категорией',
        params: idParam,
        querystring: moveBeforeQuery,
        response: { 200: globalCategory, ...errors },
      },
    },
    async (request) => {
      await moveCategory(request, request.params.id, request.query.before_node_id, 'before');
      return (await forest()).get(request.params.id);
    },
  );

  app.put(
    '/api_a/global_categories/:id/move_after',
    {
      ...base,
      schema: {
        tags,
        summary: 'Поставить после категории',
        params: idParam,
        querystring: moveAfterQuery,
        response: { 200: globalCategory, ...errors },
      },
    },
    async (request) => {
      await moveCategory(request, request.params.id, request.query.after_node_id, 'after');
      return (await forest()).get(request.params.id);
    },
  );
};
