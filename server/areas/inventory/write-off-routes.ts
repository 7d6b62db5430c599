import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, okResponse } from '../../../contract/common';
import {
  orgIdParam,
  reasonIdParam,
  writeOffDoc,
  writeOffHeader,
  writeOffLine,
  writeOffLineInput,
  writeOffLineParams,
  writeOffLines,
  writeOffLinesCreate,
  writeOffList,
  writeOffListQuery,
  writeOffReason,
  writeOffReasonBody,
  writeOffStatusQuery,
} from '../../../contract/write-off';
import { z } from '../../../contract/zod';
import type { Tx } from '../../db/client';
import { rowOrganization, withTenant } from '../../plugins/auth';
import { salesPointDocOptions, salesPointDocRoutes } from './sales-point-doc-routes';
import {
  changeWriteOffStatus,
  listWriteOffs,
  loadWriteOff,
  presentWriteOff,
  updateWriteOffHeader,
  WRITE_OFF,
} from './write-off-docs';
import {
  createWriteOffLines,
  deleteWriteOffLine,
  listWriteOffLines,
  updateWriteOffLine,
} from './write-off-lines';
import { createReason, deleteReason, listReasons, loadReason, renameReason } from './write-off-reasons';

const { route, read, write } = salesPointDocOptions(WRITE_OFF);
const BASE = '/v1/write_off_docs';

const reasonOrganization = rowOrganization(
  async (tx, id) => (await loadReason(tx, id)).organization_id,
  undefined,
  (request) => (request.params as { reasonId: number }).reasonId,
);
const answerWriteOff = async (tx: Tx, request: FastifyRequest, id: number) =>
  presentWriteOff(await loadWriteOff(tx, request, id, 'write_off_r'));

export const writeOffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    salesPointDocRoutes({
      kind: WRITE_OFF,
      listPath: BASE,
      path: BASE,
      summaries: {
        list: 'Список списаний',
        get: 'Списание',
        create: 'Создать списание в торговой точке',
        header: 'Изменить шапку списания',
      },
      schemas: { listQuery: writeOffListQuery, list: writeOffList, doc: writeOffDoc, header: writeOffHeader },
      list: listWriteOffs,
      answer: answerWriteOff,
      updateHeader: (tx, request, id, header) => updateWriteOffHeader(tx, request, id, header),
    }),
  );

  app.put(
    `${BASE}/status`,
    route(write, 'Сменить статус списания', {
      querystring: writeOffStatusQuery,
      response: { 200: writeOffDoc },
    }),
    (request) =>
      withTenant(request, async (tx) => {
        const { write_off_doc_id: id, status_id: statusId } = request.query;
        await changeWriteOffStatus(tx, request, id, statusId);
        return answerWriteOff(tx, request, id);
      }),
  );

  app.get(
    `${BASE}/:id/write_off_doc_line_items`,
    route(read, 'Строки списания', { params: idParam, response: { 200: writeOffLines } }),
    (request) => withTenant(request, (tx) => listWriteOffLines(tx, request, request.params.id)),
  );

  app.post(
    `${BASE}/:id/write_off_doc_line_items`,
    route(write, 'Добавить строки (одной транзакцией)', {
      params: idParam,
      body: writeOffLinesCreate,
      response: { 200: writeOffLines },
    }),
    (request) =>
      withTenant(request, (tx) => createWriteOffLines(tx, request, request.params.id, request.body)),
  );

  app.put(
    `${BASE}/:id/write_off_doc_line_item/:itemId`,
    route(write, 'Изменить строку списания', {
      params: writeOffLineParams,
      body: writeOffLineInput,
      response: { 200: writeOffLine },
    }),
    (request) =>
      withTenant(request, (tx) =>
        updateWriteOffLine(tx, request, request.params.id, request.params.itemId, request.body),
      ),
  );

  app.delete(
    `${BASE}/:id/write_off_doc_line_item/:itemId`,
    route(write, 'Удалить строку списания', { params: writeOffLineParams, response: { 200: okResponse } }),
    (request) =>
      withTenant(request, async (tx) => {
        await deleteWriteOffLine(tx, request, request.params.id, request.params.itemId);
        return { ok: true as const };
      }),
  );

  app.get(
    '/v1/write_off_reason/:orgId',
    route({ ...read, organization: 'params.orgId' }, 'Причины списания организации', {
      params: orgIdParam,
      response: { 200: z.array(writeOffReason) },
    }),
    (request) => {
      // The first read seeds the default reasons.
      return withTenant(request, (tx) => listReasons(tx, request.params.orgId), 'write');
    },
  );

  app.post(
    '/v1/write_off_reason/:orgId',
    route({ ...write, organization: 'params.orgId' }, 'Добавить причину списания', {
      params: orgIdParam,
      body: writeOffReasonBody,
      response: { 201: writeOffReason },
    }),
    async (request, reply) => {
      const reason = await withTenant(request, (tx) =>
        createReason(tx, request.params.orgId, request.body.name),
      );
      return reply.code(201).send(reason);
    },
  );

  app.put(
    '/v1/write_off_reason/:reasonId',
    route({ ...write, organization: reasonOrganization }, 'Переименовать причину списания', {
      params: reasonIdParam,
      body: writeOffReasonBody,
      response: { 200: writeOffReason },
    }),
    (request) =>
      withTenant(request, async (tx) => {
        const reason = await loadReason(tx, request.params.reasonId);
        return renameReason(tx, reason, request.body.name);
      }),
  );

  app.delete(
    '/v1/write_off_reason/:reasonId',
    route({ ...write, organization: reasonOrganization }, 'Удалить причину (нельзя, пока она используется)', {
      params: reasonIdParam,
      response: { 200: okResponse },
    }),
    (request) =>
      withTenant(request, async (tx) => {
        const reason = await loadReason(tx, request.params.reasonId);
        await deleteReason(tx, reason);
        return { ok: true as const };
      }),
  );
};
