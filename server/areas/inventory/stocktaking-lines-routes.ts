import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import * as contract from '../../../contract/stocktaking';
import { withTenant } from '../../plugins/auth';
import { salesPointDocOptions } from './sales-point-doc-routes';
import { STOCKTAKING } from './stocktaking-docs';
import * as lines from './stocktaking-lines';

const { route, read, write } = salesPointDocOptions(STOCKTAKING);
const BASE = '/v1/stocktaking_docs';

/** A stocktaking's lines: read a page, add, count (the facts), delete. */
export const stocktakingLinesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${BASE}/:id/line_items`,
    route(read, 'Строки инвентаризации (до 10 000 за раз)', {
      params: idParam,
      querystring: contract.stocktakingLinesQuery,
      response: { 200: contract.stocktakingLines },
    }),
    (request) => withTenant(request, (tx) => lines.listLines(tx, request, request.params.id, request.query)),
  );

  app.post(
    `${BASE}/:id/stocktaking_doc_line_items/bulk_create`,
    route(write, 'Добавить строки: товары, категорию с подкатегориями или все товары', {
      params: idParam,
      body: contract.linesBulkCreate,
      response: { 200: contract.linesBulkCreated },
    }),
    (request) =>
      withTenant(request, (tx) => lines.bulkCreateLines(tx, request, request.params.id, request.body)),
  );

  app.put(
    `${BASE}/:id/stocktaking_doc_line_items/fact/bulk_update`,
    route(write, 'Сохранить фактические количества (до 10 000 строк, одной транзакцией)', {
      params: idParam,
      body: contract.factBulkUpdate,
      response: { 200: contract.factBulkUpdated },
    }),
    (request) =>
      withTenant(request, (tx) => lines.bulkUpdateFacts(tx, request, request.params.id, request.body)),
  );

  app.delete(
    `${BASE}/:id/stocktaking_doc_line_items`,
    route(write, 'Удалить строки', {
      params: idParam,
      querystring: contract.deleteLinesQuery,
      response: { 200: contract.linesDeleted },
    }),
    (request) =>
      withTenant(request, (tx) => lines.deleteLines(tx, request, request.params.id, request.query.item_ids)),
  );
};
