import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import {
  marketplaceGoodDetail,
  marketplaceGoodsQuery,
  marketplaceGoodsResponse,
  marketplaceSupplier,
  supplierCard,
  suppliersQuery,
  suppliersResponse,
} from '../../../contract/marketplace';
import { routeOptions } from '../../openapi/route-options';
import { createMarketplaceCaches, findMarketplaceGood, listMarketplaceGoods } from './goods';
import { findSupplier, listSuppliers, loadSupplierCard } from './suppliers';

const route = routeOptions(['Маркетплейс'], [404, 422]);

/** Public marketplace: published goods and supplier cards; test organizations never appear. */
export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const urlOf = (key: string) => app.storage.urlOf(key);
  const caches = createMarketplaceCaches();

  app.get(
    '/v1/marketplace/goods',
    route('public', 'Товары маркетплейса (сортировка: id, name, price, created_at)', {
      querystring: marketplaceGoodsQuery,
      response: { 200: marketplaceGoodsResponse },
    }),
    async (request) => listMarketplaceGoods(app.db, request.query, caches),
  );

  app.get(
    '/v1/marketplace/goods/:id',
    route('public', 'Товар маркетплейса', { params: idParam, response: { 200: marketplaceGoodDetail } }),
    async (request) => findMarketplaceGood(app.db, request.params.id),
  );

  app.get(
    '/v1/marketplace/organizations/:id/organization_public_info/',
    route('public', 'Публичные сведения поставщика', {
      params: idParam,
      response: { 200: marketplaceSupplier },
    }),
    async (request) => findSupplier(app.db, request.params.id, urlOf),
  );

  app.get(
    '/v1/marketplace/suppliers/',
    route('public', 'Поиск поставщиков по названию и ИНН (сортировка: id, name, inn, email)', {
      querystring: suppliersQuery,
      response: { 200: suppliersResponse },
    }),
    async (request) => listSuppliers(app.db, request.query, urlOf),
  );

  app.get(
    '/v1/marketplace/suppliers/:id',
    route('public', 'Карточка поставщика и его зоны доставки', {
      params: idParam,
      response: { 200: supplierCard },
    }),
    async (request) => loadSupplierCard(app.db, request.params.id, urlOf),
  );
};
