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
import type { Tx } from '../../db/client';
import { notFound } from '../../errors';
import { removeInput } from '../../jobs/job-input';
import { JOB_COLUMNS, type JobRow, jobById, requestCancel, toJob } from '../../jobs/queue';
import { queryRows } from '../../lib/sql';
import { routeOptions } from '../../openapi/route-options';
import { organizationsWith, requirePermission, rowOrganization, withTenant } from '../../plugins/auth';

const route = routeOptions(['Фоновые задачи'], [401, 403, 404, 422]);
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
      'Фоновые задачи организации (импорт товаров, запись цен в прайс-лист), новые первыми: только тех видов, на которые у пользователя есть право',
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
