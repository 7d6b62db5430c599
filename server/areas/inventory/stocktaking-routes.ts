import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import {
  deleteLinesQuery,
  factBulkUpdate,
  factBulkUpdated,
  linesBulkCreate,
  linesBulkCreated,
  linesDeleted,
  statusQuery,
  stocktakingDoc,
  stocktakingHeader,
  stocktakingLines,
  stocktakingLinesQuery,
  stocktakingList,
  stocktakingListQuery,
} from '../../../contract/stocktaking';
import { withTenant } from '../../plugins/auth';
import { salesPointDocOptions, salesPointDocRoutes } from './sales-point-doc-routes';
import { STOCKTAKING, stocktakingAnswer } from './stocktaking-docs';
import { bulkCreateLines, bulkUpdateFacts, deleteLines, listLines } from './stocktaking-lines';
import { listStocktaking, updateStocktakingHeader } from './stocktaking-list';
import { changeStocktakingStatus } from './stocktaking-status';

const { route, read, write } = salesPointDocOptions(STOCKTAKING);
const BASE = '/v1/stocktaking_docs';

export const stocktakingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    salesPointDocRoutes({
      kind: STOCKTAKING,
      listPath: `${BASE}/`,
      path: BASE,
      summaries: {
        list: 'Список инвентаризаций',
        get: 'Инвентаризация',
        create: 'Создать инвентаризацию в торговой точке',
        header: 'Изменить шапку: дата, комментарий, слепой подсчёт',
      },
      schemas: {
        listQuery: stocktakingListQuery,
        list: stocktakingList,
        doc: stocktakingDoc,
        header: stocktakingHeader,
      },
      headerInSalesPoint: true,
      list: listStocktaking,
      answer: stocktakingAnswer,
      newColumns: (header) => ({ blind_count: header.blind_count ?? false }),
      updateHeader: (tx, request, id, header, salesPointId) =>
        updateStocktakingHeader(tx, request, id, salesPointId ?? 0, header),
    }),
  );

  app.put(
    `${BASE}/:id/status`,
    route(write, 'Сменить статус (проведение — с правом «Проведение инвентаризаций»)', {
      params: idParam,
      querystring: statusQuery,
      response: { 200: stocktakingDoc },
    }),
    (request) =>
      withTenant(request, async (tx) => {
        await changeStocktakingStatus(tx, request, request.params.id, request.query.target_status_id);
        return stocktakingAnswer(tx, request, request.params.id);
      }),
  );

  app.get(
    `${BASE}/:id/line_items`,
    route(read, 'Строки инвентаризации (до 10 000 за раз)', {
      params: idParam,
      querystring: stocktakingLinesQuery,
      response: { 200: stocktakingLines },
    }),
    (request) => withTenant(request, (tx) => listLines(tx, request, request.params.id, request.query)),
  );

  app.post(
    `${BASE}/:id/stocktaking_doc_line_items/bulk_create`,
    route(write, 'Добавить строки: товары, категорию с подкатегориями или все товары', {
      params: idParam,
      body: linesBulkCreate,
      response: { 200: linesBulkCreated },
    }),
    (request) => withTenant(request, (tx) => bulkCreateLines(tx, request, request.params.id, request.body)),
  );

  app.put(
    `${BASE}/:id/stocktaking_doc_line_items/fact/bulk_update`,
    route(write, 'Сохранить фактические количества (до 10 000 строк, одной транзакцией)', {
      params: idParam,
      body: factBulkUpdate,
      response: { 200: factBulkUpdated },
    }),
    (request) => withTenant(request, (tx) => bulkUpdateFacts(tx, request, request.params.id, request.body)),
  );

  app.delete(
    `${BASE}/:id/stocktaking_doc_line_items`,
    route(write, 'Удалить строки', {
      params: idParam,
      querystring: deleteLinesQuery,
      response: { 200: linesDeleted },
    }),
    (request) =>
      withTenant(request, (tx) => deleteLines(tx, request, request.params.id, request.query.item_ids)),
  );
};
