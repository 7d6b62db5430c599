import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../contract/common';
import {
  fileParams,
  importFile,
  importFilesQuery,
  importFilesResponse,
  importRowsQuery,
  importRowsResponse,
  remapBody,
  uploadParams,
  uploadQuery,
} from '../../contract/import-goods';
import { z } from '../../contract/zod';
import type { Tx } from '../db/client';
import { importFiles, users } from '../db/schema';
import { conflict, notFound } from '../errors';
import { currentUser, organizationsWith, requirePermission, withTenant } from '../plugins/auth';
import { audit } from '../services/audit';
import { loadImportContext } from '../services/import-analyse';
import { applyImport, storedMapping } from '../services/import-apply';
import { listRows } from '../services/import-chunks';
import { planColumns } from '../services/import-columns';
import { detectSpreadsheet, readSpreadsheet } from '../services/import-read';
import { reanalyse, storeUpload, toImportFile } from '../services/import-store';
import { readImportUpload } from '../services/import-upload';
import { buildErrorRows, buildTemplate } from '../services/import-workbooks';

const TAGS = ['Импорт товаров'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
const fileNotFound = () => notFound('Файл импорта не найден');

async function loadFile(tx: Tx, fileId: number) {
  const [row] = await tx
    .select({ file: importFiles, userName: users.name })
    .from(importFiles)
    .leftJoin(users, eq(users.id, importFiles.userId))
    .where(eq(importFiles.id, fileId));
  return row ?? null;
}

async function fileAnswer(tx: Tx, fileId: number) {
  const row = await loadFile(tx, fileId);
  if (!row) throw fileNotFound();
  return toImportFile(row.file, row.userName);
}

export const importGoodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/import_goods/download_file/template_import_goods',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Шаблон .xlsx для импорта товаров',
        response: { 200: z.any().meta({ description: 'Файл .xlsx' }), ...errors },
      },
    },
    async (_request, reply) => {
      const buffer = await buildTemplate(app.db);
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', attachment('шаблон-импорта-товаров.xlsx'))
        .send(buffer);
    },
  );

  app.post(
    '/v1/import_goods/:orgId/upload_file_goods',
    {
      config: { access: { permission: 'import_goods_c' } },
      schema: {
        tags: TAGS,
        summary:
          'Загрузка .xlsx/.csv (multipart: file, mapping — JSON «заголовок → поле»). dry_run=true (по умолчанию) только проверяет строки; false — сразу применяет',
        params: uploadParams,
        querystring: uploadQuery,
        response: { 200: importFile, 413: errorBody, 415: errorBody, ...errors },
      },
    },
    async (request) => {
      const orgId = request.params.orgId;
      requirePermission(request, 'import_goods_c', orgId);
      const upload = await readImportUpload(request);
      const fileType = detectSpreadsheet(upload.bytes);
      return withTenant(request, async (tx) => {
        const ctx = await loadImportContext(tx, orgId);
        const input = {
          organizationId: orgId,
          userId: currentUser(request).id,
          fileName: upload.fileName,
          fileType,
          mapping: upload.mapping,
        };
        const fileId = await storeUpload(tx, ctx, input, readSpreadsheet(upload.bytes, fileType));
        if (!request.query.dry_run) {
          const loaded = await loadFile(tx, fileId);
          if (loaded) await applyImport(tx, orgId, loaded.file);
        }
        const answer = await fileAnswer(tx, fileId);
        await audit(tx, request, {
          action: request.query.dry_run ? 'import_goods_upload' : 'import_goods_apply',
          entity: 'import_file',
          entityId: fileId,
          organizationId: orgId,
          details: { file_name: upload.fileName, rows: answer.rows_total, errors: answer.rows_error },
        });
        return answer;
      });
    },
  );

  /** Loads a file of the organization for a change; applied files are final (409). */
  async function fileForChange(tx: Tx, orgId: number, fileId: number) {
    const [row] = await tx
      .select()
      .from(importFiles)
      .where(and(eq(importFiles.id, fileId), eq(importFiles.organizationId, orgId)))
      .for('update');
    if (!row) throw fileNotFound();
    if (row.status === 'applied')
      throw conflict(
        'Этот файл уже применён. Чтобы загрузить изменения, загрузите файл снова.',
        'IMPORT_APPLIED',
      );
    return row;
  }

  app.put(
    '/v1/import_goods/:orgId/uploaded_files/:fileId/mapping',
    {
      config: { access: { permission: 'import_goods_c' } },
      schema: {
        tags: TAGS,
        summary: 'Новое сопоставление колонок файла: строки проверяются заново',
        params: fileParams,
        body: remapBody,
        response: { 200: importFile, ...errors },
      },
    },
    async (request) => {
      const { orgId, fileId } = request.params;
      requirePermission(request, 'import_goods_c', orgId);
      return withTenant(request, async (tx) => {
        const file = await fileForChange(tx, orgId, fileId);
        await reanalyse(tx, await loadImportContext(tx, orgId), file, request.body.mapping);
        return fileAnswer(tx, fileId);
      });
    },
  );

  app.post(
    '/v1/import_goods/:orgId/uploaded_files/:fileId/apply',
    {
      config: { access: { permission: 'import_goods_c' } },
      schema: {
        tags: TAGS,
        summary: 'Применение проверенного файла: все верные строки одной транзакцией',
        params: fileParams,
        response: { 200: importFile, ...errors },
      },
    },
    async (request) => {
      const { orgId, fileId } = request.params;
      requirePermission(request, 'import_goods_c', orgId);
      return withTenant(request, async (tx) => {
        const file = await fileForChange(tx, orgId, fileId);
        const counts = await applyImport(tx, orgId, file);
        await audit(tx, request, {
          action: 'import_goods_apply',
          entity: 'import_file',
          entityId: fileId,
          organizationId: orgId,
          details: { ...counts },
        });
        return fileAnswer(tx, fileId);
      });
    },
  );

  app.get(
    '/v1/import_goods/uploaded_files',
    {
      config: { access: { permission: 'import_goods_c' } },
      schema: {
        tags: TAGS,
        summary: 'Загруженные файлы со статусом и счётчиками строк',
        querystring: importFilesQuery,
        response: { 200: importFilesResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.organization_id) requirePermission(request, 'import_goods_c', q.organization_id);
      const orgIds = q.organization_id ? [q.organization_id] : organizationsWith(request, 'import_goods_c');
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
    {
      config: { access: { permission: 'import_goods_c' } },
      schema: {
        tags: TAGS,
        summary: 'Строки файла с результатом проверки (фильтр outcome)',
        querystring: importRowsQuery,
        response: { 200: importRowsResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return withTenant(request, async (tx) => {
        const file = await loadFile(tx, q.file_id);
        if (!file || !currentUser(request).memberships.has(file.file.organizationId)) throw fileNotFound();
        requirePermission(request, 'import_goods_c', file.file.organizationId);
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
    {
      config: { access: { permission: 'import_goods_c' } },
      schema: {
        tags: TAGS,
        summary: 'Строки с ошибками в .xlsx — исправить и загрузить снова',
        params: fileParams,
        response: { 200: z.any().meta({ description: 'Файл .xlsx' }), ...errors },
      },
    },
    async (request, reply) => {
      const { orgId, fileId } = request.params;
      requirePermission(request, 'import_goods_c', orgId);
      const buffer = await withTenant(request, async (tx) => {
        const file = await loadFile(tx, fileId);
        if (!file || file.file.organizationId !== orgId) throw fileNotFound();
        return buildErrorRows(tx, fileId, file.file.headers);
      });
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', attachment(`ошибки-импорта-${fileId}.xlsx`))
        .send(buffer);
    },
  );
};
