import { count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fileParams,
  importFilesQuery,
  importFilesResponse,
  importRowsQuery,
  importRowsResponse,
} from '../../../contract/import-goods';
import { z } from '../../../contract/zod';
import { importFiles, users } from '../../db/schema';
import { routeOptions } from '../../openapi/route-options';
import { declaredPermission, organizationsWith, rowOrganization, withTenant } from '../../plugins/auth';
import { storedMapping } from './import/apply';
import { listRows } from './import/chunks';
import { planColumns } from './import/columns';
import { fileNotFound, loadFile, toImportFile } from './import/store';
import { buildErrorRows, buildTemplate } from './import/workbooks';

const route = routeOptions(['Импорт товаров'], [401, 403, 404, 409, 422]);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** What the import shows: the template, the uploaded files, their checked rows and error rows. */
export const importFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/import_goods/download_file/template_import_goods',
    route('user', 'Шаблон .xlsx для импорта товаров', {
      response: { 200: z.any().meta({ description: 'Файл .xlsx' }) },
    }),
    async (_request, reply) => {
      const buffer = await buildTemplate(app.db);
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', attachment('шаблон-импорта-товаров.xlsx'))
        .send(buffer);
    },
  );

  app.get(
    '/v1/import_goods/uploaded_files',
    route(
      { permission: 'import_goods_c', organization: 'query' },
      'Загруженные файлы со статусом и счётчиками строк',
      { querystring: importFilesQuery, response: { 200: importFilesResponse } },
    ),
    async (request) => {
      const q = request.query;
      const orgIds = q.organization_id
        ? [q.organization_id]
        : organizationsWith(request, declaredPermission(request));
      if (orgIds.length === 0) return { items: [], total: 0 };
      return withTenant(request, async (tx) => {
        const where = inArray(importFiles.organizationId, orgIds);
        const rows = await tx
          .select({ file: importFiles, userName: users.name })
          .from(importFiles)
          .leftJoin(users, eq(users.id, importFiles.userId))
          .where(where)
          .orderBy(q.order_by === 'asc' && q.order_field ? importFiles.id : desc(importFiles.id))
          .limit(q.limit)
          .offset(q.offset);
        const [{ total }] = await tx.select({ total: count() }).from(importFiles).where(where);
        return { items: rows.map((r) => toImportFile(r.file, r.userName)), total: Number(total) };
      });
    },
  );

  app.get(
    '/v1/import_goods/uploaded_files/rows',
    route(
      {
        permission: 'import_goods_c',
        organization: rowOrganization(
          async (tx, id) => (await loadFile(tx, id))?.file.organizationId,
          fileNotFound,
          (request) => (request.query as { file_id: number }).file_id,
        ),
      },
      'Строки файла с результатом проверки (фильтр outcome)',
      { querystring: importRowsQuery, response: { 200: importRowsResponse } },
    ),
    async (request) => {
      const q = request.query;
      return withTenant(request, async (tx) => {
        const file = await loadFile(tx, q.file_id);
        if (!file) throw fileNotFound();
        const plan = planColumns(file.file.headers, storedMapping(file.file));
        return listRows(tx, file.file, plan, {
          outcome: q.outcome,
          descending: q.order_by === 'desc',
          limit: q.limit,
          offset: q.offset,
        });
      });
    },
  );

  app.get(
    '/v1/import_goods/:orgId/uploaded_files/:fileId/error_rows',
    route(
      { permission: 'import_goods_c', organization: 'params.orgId' },
      'Строки с ошибками в .xlsx — исправить и загрузить снова',
      { params: fileParams, response: { 200: z.any().meta({ description: 'Файл .xlsx' }) } },
    ),
    async (request, reply) => {
      const { orgId, fileId } = request.params;
      const buffer = await withTenant(request, async (tx) => {
        const file = await loadFile(tx, fileId);
        if (!file || file.file.organizationId !== orgId) throw fileNotFound();
        return buildErrorRows(tx, fileId, file.file.headers, file.file.mapping);
      });
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', attachment(`ошибки-импорта-${fileId}.xlsx`))
        .send(buffer);
    },
  );
};
