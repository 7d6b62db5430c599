import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import {
  deleteLinesQuery,
  factBulkUpdate,
  factBulkUpdated,
  linesBulkCreate,
  linesBulkCreated,
  linesDeleted,
  salesPointQuery,
  statusQuery,
  stocktakingDoc,
  stocktakingHeader,
  stocktakingLines,
  stocktakingLinesQuery,
  stocktakingList,
  stocktakingListQuery,
} from '../../../contract/stocktaking';
import { errorResponses } from '../../openapi/error-responses';
import { withTenant } from '../../plugins/auth';
import { salesPointOrganization } from './sales-point-organization';
import { stocktakingAnswer } from './stocktaking-docs';
import { bulkCreateLines, bulkUpdateFacts, deleteLines, listLines } from './stocktaking-lines';
import { createStocktaking, listStocktaking, updateStocktakingHeader } from './stocktaking-list';
import { changeStocktakingStatus } from './stocktaking-status';

const tags = ['Инвентаризация'];
const errors = errorResponses(401, 403, 404, 409, 422);
const read = { access: { permission: 'stocktaking_docs_client_r' as const } };
const write = { access: { permission: 'stocktaking_docs_client_u' as const } };
const BASE = '/v1/stocktaking_docs';

export const stocktakingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${BASE}/`,
    {
      config: { access: { ...read.access, organization: 'query' } },
      schema: {
        tags,
        summary: 'Список инвентаризаций',
        querystring: stocktakingListQuery,
        response: { 200: stocktakingList, ...errors },
      },
    },
    (request) => withTenant(request, (tx) => listStocktaking(tx, request, request.query)),
  );

  app.get(
    `${BASE}/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Инвентаризация',
        params: idParam,
        response: { 200: stocktakingDoc, ...errors },
      },
    },
    (request) => withTenant(request, (tx) => stocktakingAnswer(tx, request, request.params.id)),
  );

  app.post(
    `${BASE}/`,
    {
      config: { access: { permission: 'stocktaking_docs_client_c', organization: salesPointOrganization } },
      schema: {
        tags,
        summary: 'Создать инвентаризацию в торговой точке',
        querystring: salesPointQuery,
        body: stocktakingHeader.optional(),
        response: { 201: stocktakingDoc, ...errors },
      },
    },
    async (request, reply) => {
      const doc = await withTenant(request, async (tx) => {
        const id = await createStocktaking(tx, request, request.query.sales_point_id, request.body ?? {});
        return stocktakingAnswer(tx, request, id);
      });
      return reply.code(201).send(doc);
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Изменить шапку: дата, комментарий, слепой подсчёт',
        params: idParam,
        querystring: salesPointQuery,
        body: stocktakingHeader,
        response: { 200: stocktakingDoc, ...errors },
      },
    },
    (request) =>
      withTenant(request, async (tx) => {
        await updateStocktakingHeader(
          tx,
          request,
          request.params.id,
          request.query.sales_point_id,
          request.body,
        );
        return stocktakingAnswer(tx, request, request.params.id);
      }),
  );

  app.put(
    `${BASE}/:id/status`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Сменить статус (проведение — с правом «Проведение инвентаризаций»)',
        params: idParam,
        querystring: statusQuery,
        response: { 200: stocktakingDoc, ...errors },
      },
    },
    (request) =>
      withTenant(request, async (tx) => {
        await changeStocktakingStatus(tx, request, request.params.id, request.query.target_status_id);
        return stocktakingAnswer(tx, request, request.params.id);
      }),
  );

  app.get(
    `${BASE}/:id/line_items`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Строки инвентаризации (до 10 000 за раз)',
        params: idParam,
        querystring: stocktakingLinesQuery,
        response: { 200: stocktakingLines, ...errors },
      },
    },
    (request) => withTenant(request, (tx) => listLines(tx, request, request.params.id, request.query)),
  );

  app.post(
    `${BASE}/:id/stocktaking_doc_line_items/bulk_create`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Добавить строки: товары, категорию с подкатегориями или все товары',
        params: idParam,
        body: linesBulkCreate,
        response: { 200: linesBulkCreated, ...errors },
      },
    },
    (request) => withTenant(request, (tx) => bulkCreateLines(tx, request, request.params.id, request.body)),
  );

  app.put(
    `${BASE}/:id/stocktaking_doc_line_items/fact/bulk_update`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Сохранить фактические количества (до 10 000 строк, одной транзакцией)',
        params: idParam,
        body: factBulkUpdate,
        response: { 200: factBulkUpdated, ...errors },
      },
    },
    (request) => withTenant(request, (tx) => bulkUpdateFacts(tx, request, request.params.id, request.body)),
  );

  app.delete(
    `${BASE}/:id/stocktaking_doc_line_items`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Удалить строки',
        params: idParam,
        querystring: deleteLinesQuery,
        response: { 200: linesDeleted, ...errors },
      },
    },
    (request) =>
      withTenant(request, (tx) => deleteLines(tx, request, request.params.id, request.query.item_ids)),
  );
};
