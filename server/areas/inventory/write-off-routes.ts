import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, okResponse } from '../../../contract/common';
import { salesPointQuery } from '../../../contract/stocktaking';
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
import { errorResponses } from '../../openapi/error-responses';
import { rowOrganization, withTenant } from '../../plugins/auth';
import { salesPointOrganization } from './sales-point-organization';
import {
  changeWriteOffStatus,
  createWriteOff,
  listWriteOffs,
  loadWriteOff,
  presentWriteOff,
  updateWriteOffHeader,
} from './write-off-docs';
import {
  createWriteOffLines,
  deleteWriteOffLine,
  listWriteOffLines,
  updateWriteOffLine,
} from './write-off-lines';
import { createReason, deleteReason, listReasons, loadReason, renameReason } from './write-off-reasons';

const tags = ['Списания'];
const errors = errorResponses(401, 403, 404, 409, 422);
const read = { access: { permission: 'write_off_r' as const } };
const write = { access: { permission: 'write_off_u' as const } };
const BASE = '/v1/write_off_docs';

const reasonOrganization = rowOrganization(
  async (tx, id) => (await loadReason(tx, id)).organization_id,
  undefined,
  (request) => (request.params as { reasonId: number }).reasonId,
);

export const writeOffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      config: { access: { ...read.access, organization: 'query' } },
      schema: {
        tags,
        summary: 'Список списаний',
        querystring: writeOffListQuery,
        response: { 200: writeOffList, ...errors },
      },
    },
    (request) => withTenant(request, (tx) => listWriteOffs(tx, request, request.query)),
  );

  app.put(
    `${BASE}/status`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Сменить статус списания',
        querystring: writeOffStatusQuery,
        response: { 200: writeOffDoc, ...errors },
      },
    },
    (request) =>
      withTenant(request, async (tx) => {
        const { write_off_doc_id: id, status_id: statusId } = request.query;
        await changeWriteOffStatus(tx, request, id, statusId);
        return presentWriteOff(await loadWriteOff(tx, request, id, 'write_off_r'));
      }),
  );

  app.get(
    `${BASE}/:id`,
    {
      config: read,
      schema: { tags, summary: 'Списание', params: idParam, response: { 200: writeOffDoc, ...errors } },
    },
    (request) =>
      withTenant(request, async (tx) =>
        presentWriteOff(await loadWriteOff(tx, request, request.params.id, 'write_off_r')),
      ),
  );

  app.post(
    BASE,
    {
      config: { access: { permission: 'write_off_c', organization: salesPointOrganization } },
      schema: {
        tags,
        summary: 'Создать списание в торговой точке',
        querystring: salesPointQuery,
        body: writeOffHeader.optional(),
        response: { 201: writeOffDoc, ...errors },
      },
    },
    async (request, reply) => {
      const doc = await withTenant(request, async (tx) => {
        const id = await createWriteOff(tx, request, request.query.sales_point_id, request.body ?? {});
        return presentWriteOff(await loadWriteOff(tx, request, id, 'write_off_r'));
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
        summary: 'Изменить шапку списания',
        params: idParam,
        body: writeOffHeader,
        response: { 200: writeOffDoc, ...errors },
      },
    },
    (request) =>
      withTenant(request, async (tx) => {
        await updateWriteOffHeader(tx, request, request.params.id, request.body);
        return presentWriteOff(await loadWriteOff(tx, request, request.params.id, 'write_off_r'));
      }),
  );

  app.get(
    `${BASE}/:id/write_off_doc_line_items`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Строки списания',
        params: idParam,
        response: { 200: writeOffLines, ...errors },
      },
    },
    (request) => withTenant(request, (tx) => listWriteOffLines(tx, request, request.params.id)),
  );

  app.post(
    `${BASE}/:id/write_off_doc_line_items`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Добавить строки (одной транзакцией)',
        params: idParam,
        body: writeOffLinesCreate,
        response: { 200: writeOffLines, ...errors },
      },
    },
    (request) =>
      withTenant(request, (tx) => createWriteOffLines(tx, request, request.params.id, request.body)),
  );

  app.put(
    `${BASE}/:id/write_off_doc_line_item/:itemId`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Изменить строку списания',
        params: writeOffLineParams,
        body: writeOffLineInput,
        response: { 200: writeOffLine, ...errors },
      },
    },
    (request) =>
      withTenant(request, (tx) =>
        updateWriteOffLine(tx, request, request.params.id, request.params.itemId, request.body),
      ),
  );

  app.delete(
    `${BASE}/:id/write_off_doc_line_item/:itemId`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Удалить строку списания',
        params: writeOffLineParams,
        response: { 200: okResponse, ...errors },
      },
    },
    (request) =>
      withTenant(request, async (tx) => {
        await deleteWriteOffLine(tx, request, request.params.id, request.params.itemId);
        return { ok: true as const };
      }),
  );

  app.get(
    '/v1/write_off_reason/:orgId',
    {
      config: { access: { ...read.access, organization: 'params.orgId' } },
      schema: {
        tags,
        summary: 'Причины списания организации',
        params: orgIdParam,
        response: { 200: z.array(writeOffReason), ...errors },
      },
    },
    (request) => {
      // The first read seeds the default reasons.
      return withTenant(request, (tx) => listReasons(tx, request.params.orgId), 'write');
    },
  );

  app.post(
    '/v1/write_off_reason/:orgId',
    {
      config: { access: { ...write.access, organization: 'params.orgId' } },
      schema: {
        tags,
        summary: 'Добавить причину списания',
        params: orgIdParam,
        body: writeOffReasonBody,
        response: { 201: writeOffReason, ...errors },
      },
    },
    async (request, reply) => {
      const reason = await withTenant(request, (tx) =>
        createReason(tx, request.params.orgId, request.body.name),
      );
      return reply.code(201).send(reason);
    },
  );

  app.put(
    '/v1/write_off_reason/:reasonId',
    {
      config: { access: { ...write.access, organization: reasonOrganization } },
      schema: {
        tags,
        summary: 'Переименовать причину списания',
        params: reasonIdParam,
        body: writeOffReasonBody,
        response: { 200: writeOffReason, ...errors },
      },
    },
    (request) =>
      withTenant(request, async (tx) => {
        const reason = await loadReason(tx, request.params.reasonId);
        return renameReason(tx, reason, request.body.name);
      }),
  );

  app.delete(
    '/v1/write_off_reason/:reasonId',
    {
      config: { access: { ...write.access, organization: reasonOrganization } },
      schema: {
        tags,
        summary: 'Удалить причину (нельзя, пока она используется)',
        params: reasonIdParam,
        response: { 200: okResponse, ...errors },
      },
    },
    (request) =>
      withTenant(request, async (tx) => {
        const reason = await loadReason(tx, request.params.reasonId);
        await deleteReason(tx, reason);
        return { ok: true as const };
      }),
  );
};
