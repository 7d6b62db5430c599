import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common';
import * as contract from '../../../contract/stocktaking';
import { withTenant } from '../../plugins/auth';
import { salesPointDocOptions, salesPointDocRoutes } from './sales-point-doc-routes';
import { STOCKTAKING, stocktakingAnswer } from './stocktaking-docs';
import { listStocktaking, updateStocktakingHeader } from './stocktaking-list';
import { changeStocktakingStatus } from './stocktaking-status';

const BASE = '/v1/stocktaking_docs';

/** Stocktaking documents: the calls every sales-point document has, and the status change. */
export const stocktakingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { route, write } = salesPointDocOptions(STOCKTAKING);
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
        listQuery: contract.stocktakingListQuery,
        list: contract.stocktakingList,
        doc: contract.stocktakingDoc,
        header: contract.stocktakingHeader,
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
      querystring: contract.statusQuery,
      response: { 200: contract.stocktakingDoc },
    }),
    (request) =>
      withTenant(request, async (tx) => {
        await changeStocktakingStatus(tx, request, request.params.id, request.query.target_status_id);
        return stocktakingAnswer(tx, request, request.params.id);
      }),
  );
};
