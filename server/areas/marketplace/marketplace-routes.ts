import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import {
  marketplaceGoodDetail,
  marketplaceGoodsQuery,
  marketplaceGoodsResponse,
  marketplaceSupplier,
  suppliersQuery,
  suppliersResponse,
} from '../../../contract/marketplace';
import { errorResponses } from '../../openapi/error-responses';
import { createMarketplaceCaches, findMarketplaceGood, listMarketplaceGoods } from './goods';
import { findSupplier, listSuppliers } from './suppliers';

const TAGS = ['Маркетплейс'];
const errors = errorResponses(404, 422);
const config = { access: 'public' } as const;

/** Public marketplace: published goods and supplier cards; test organizations never appear. */
export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const urlOf = (key: string) => app.storage.urlOf(key);
  const caches = createMarketplaceCaches();

  app.get(
    '/v1/marketplace/goods',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Товары маркетплейса (сортировка: id, name, price, created_at)',
        querystring: marketplaceGoodsQuery,
        response: { 200: marketplaceGoodsResponse, ...errors },
      },
    },
    async (request) => listMarketplaceGoods(app.db, request.query, caches),
  );

  app.get(
    '/v1/marketplace/goods/:id',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Товар маркетплейса',
        params: idParam,
        response: { 200: marketplaceGoodDetail, ...errors },
      },
    },
    async (request) => findMarketplaceGood(app.db, request.params.id),
  );

  app.get(
    '/v1/marketplace/organizations/:id/organization_public_info/',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Публичные сведения поставщика',
        params: idParam,
        response: { 200: marketplaceSupplier, ...errors },
      },
    },
    async (request) => findSupplier(app.db, request.params.id, urlOf),
  );

  app.get(
    '/v1/marketplace/suppliers/',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Поиск поставщиков по названию и ИНН (сортировка: id, name, inn, email)',
        querystring: suppliersQuery,
        response: { 200: suppliersResponse, ...errors },
      },
    },
    async (request) => listSuppliers(app.db, request.query, urlOf),
  );

  app.get(
    '/v1/marketplace/suppliers/:id',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Карточка поставщика',
        params: idParam,
        response: { 200: marketplaceSupplier, ...errors },
      },
    },
    async (request) => findSupplier(app.db, request.params.id, urlOf),
  );
};
