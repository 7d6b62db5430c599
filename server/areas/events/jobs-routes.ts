import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  JOB_KIND_PERMISSIONS,
  JOB_KINDS,
  JOB_PERMISSIONS,
  job,
  jobParams,
  jobsQuery,
  jobsResponse,
} from '../../../contract/jobs';
import { z } from '../../../contract/zod';
import type { Tx } from '../../db/client';
import { notFound } from '../../errors';
import { removeInput } from '../../jobs/job-input';
import { JOB_COLUMNS, type JobRow, jobById, requestCancel, toJob } from '../../jobs/queue';
import { queryRows } from '../../lib/sql';
import { routeOptions } from '../../openapi/route-options';
import { organizationsWith, requirePermission, rowOrganization, withTenant } from '../../plugins/auth';
import { attachmentName } from '../documents/document-routes';

const route = routeOptions(['Фоновые задачи'], [401, 403, 404, 422]);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PERMISSION = JOB_PERMISSIONS;
const jobNotFound = () => notFound('Задача не найдена', 'JOB_NOT_FOUND');

/**
 * A job of one of the caller's organizations (RLS). config.access let in a holder of any job
 * permission there; this job needs the one of its own kind (an import's, a price list's).
 */
async function visibleJob(request: FastifyRequest, tx: Tx, id: number) {
  const row = await jobById(tx, id);
  if (!row) throw jobNotFound();
  requirePermission(request, JOB_KIND_PERMISSIONS[row.kind], Number(row.organization_id));
  return row;
}

/** The kinds of job the caller may see in the organization. */
const visibleKinds = (request: FastifyRequest, orgId: number) =>
  JOB_KINDS.filter((kind) => organizationsWith(request, JOB_KIND_PERMISSIONS[kind]).includes(orgId));
const jobOrganization = rowOrganization(async (tx, id) => {
  const row = await jobById(tx, id);
  return row ? Number(row.organization_id) : null;
}, jobNotFound);

/** Background jobs (issue 24): read by id, listed per organization, cancelled. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/jobs',
    route(
      { permission: PERMISSION, organization: 'query' },
      'Фоновые задачи организации (импорт товаров, запись цен в прайс-лист, выгрузки заказов), новые первыми: только тех видов, на которые у пользователя есть право',
      { querystring: jobsQuery, response: { 200: jobsResponse } },
    ),
    async (request) => {
      const q = request.query;
      return withTenant(request, async (tx) => {
        const active = q.active ? sql`AND state IN ('queued', 'running')` : sql``;
        const kinds = JSON.stringify(visibleKinds(request, q.organization_id));
        const rows = await queryRows<JobRow & { total: string }>(
          tx,
          sql`SELECT ${sql.raw(JOB_COLUMNS)}, count(*) OVER () AS total FROM jobs
              WHERE organization_id = ${q.organization_id} ${active}
                AND kind IN (SELECT jsonb_array_elements_text(${kinds}::jsonb))
              ORDER BY id DESC LIMIT ${q.limit} OFFSET ${q.offset}`,
        );
        return { items: rows.map(toJob), total: Number(rows[0]?.total ?? 0) };
      });
    },
  );

  app.get(
    '/v1/jobs/:id',
    route(
      { permission: PERMISSION, organization: jobOrganization },
      'Задача: состояние, этап, строк обработано из скольких, итог или причина ошибки',
      { params: jobParams, response: { 200: job } },
    ),
    async (request) =>
      withTenant(request, async (tx) => toJob(await visibleJob(request, tx, request.params.id))),
  );

  app.get(
    '/v1/jobs/:id/file',
    route(
      { permission: PERMISSION, organization: jobOrganization },
      'Файл, сделанный задачей (выгрузка заказов в Excel или для 1С), когда она готова',
      { params: jobParams, response: { 200: z.any().meta({ description: 'Файл .xlsx' }) } },
    ),
    async (request, reply) => {
      const row = await withTenant(request, (tx) => visibleJob(request, tx, request.params.id));
      const key = row.state === 'done' ? row.result?.file_key : undefined;
      if (typeof key !== 'string') throw notFound('У этой задачи нет готового файла', 'JOB_FILE_NOT_FOUND');
      const file = await app.storage.readKept(key);
      if (!file) throw notFound('Файл больше не хранится: выгрузите заново', 'JOB_FILE_NOT_FOUND');
      const name = String(row.result?.file_name ?? 'vygruzka.xlsx');
      const ascii = /^[\x20-\x7e]+$/.test(name) ? name : `vygruzka${name.match(/\.[a-z]+$/)?.[0] ?? ''}`;
      return reply
        .type(String(row.result?.mime ?? XLSX))
        .header('content-length', file.size)
        .header('content-disposition', attachmentName(name, ascii))
        .send(file.body);
    },
  );

  app.post(
    '/v1/jobs/:id/cancel',
    route(
      { permission: PERMISSION, organization: jobOrganization },
      'Отмена задачи: в очереди — сразу, выполняющейся — на следующей порции (сделанное возвращается назад). Завершённая остаётся как есть',
      { params: jobParams, response: { 200: job } },
    ),
    async (request) => {
      const ended = await withTenant(request, async (tx) => {
        const row = await visibleJob(request, tx, request.params.id);
        return (await requestCancel(tx, Number(row.id))) ?? row;
      });
      // A job cancelled in the queue never runs: its uploaded files go now.
      if (ended.state === 'cancelled' && !ended.started_at)
        await removeInput(app.storage, ended.payload, app.log);
      return toJob(ended);
    },
  );
};
