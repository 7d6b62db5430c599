import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyQuery,
  fileParams,
  importFile,
  remapBody,
  uploadParams,
  uploadQuery,
} from '../../../contract/import-goods';
import { job as jobSchema } from '../../../contract/jobs';
import type { Tx } from '../../db/client';
import { importFiles } from '../../db/schema';
import type { NewJob } from '../../jobs/queue';
import { queueAndAnswer } from '../../jobs/respond';
import { errorResponses } from '../../openapi/error-responses';
import { routeOptions } from '../../openapi/route-options';
import { currentUser, withTenant } from '../../plugins/auth';
import { readCommerceMlUpload } from './commerceml/upload';
import { planColumns } from './import/columns';
import { changeRefusal, fileNotFound, loadFile, toImportFile } from './import/store';
import { readImportUpload } from './import/upload';

const route = routeOptions(['Импорт товаров'], [401, 403, 404, 409, 422]);

async function fileAnswer(tx: Tx, fileId: number) {
  const row = await loadFile(tx, fileId);
  if (!row) throw fileNotFound();
  return toImportFile(row.file, row.userName);
}

/** Queues an import job: 202 with it (background=true), or the file once the job ends. */
const runJob = (request: FastifyRequest, reply: FastifyReply, background: boolean, input: NewJob) =>
  queueAndAnswer(request, reply, background, input, (tx, job) => fileAnswer(tx, Number(job.result?.file_id)));

/** The two uploads, a table (.xlsx/.csv) and a 1C CommerceML exchange: each queues the same check. */
const UPLOADS: {
  path: string;
  summary: string;
  read(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; keys: string[] }>;
}[] = [
  {
    path: 'upload_file_goods',
    summary:
      'Загрузка .xlsx/.csv (multipart: file, mapping — JSON «заголовок → поле»). dry_run=true (по умолчанию) только проверяет строки; false — сразу применяет',
    async read(request) {
      const { fileName, fileType, mapping, key } = await readImportUpload(request);
      return { fields: { fileName, fileType, mapping }, keys: [key] };
    },
  },
  {
    path: 'upload_file_commerceml',
    summary:
      'Загрузка выгрузки 1С в формате CommerceML 2 (multipart: import.xml и offers.xml или один .zip с ними). Дальше — как у таблицы: задача проверки (dry_run), строки с ошибками, применение; background=true — ответ 202 с задачей сразу',
    async read(request) {
      const { fileName, parts, keys } = await readCommerceMlUpload(request);
      return { fields: { fileName, fileType: 'commerceml', parts, mapping: {} }, keys };
    },
  },
];

export const importGoodsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const upload of UPLOADS) {
    app.post(
      `/v1/import_goods/:orgId/${upload.path}`,
      route({ permission: 'import_goods_c', organization: 'params.orgId' }, upload.summary, {
        params: uploadParams,
        querystring: uploadQuery,
        response: { 200: importFile, 202: jobSchema, ...errorResponses(413, 415) },
      }),
      async (request, reply) => {
        const orgId = request.params.orgId;
        const { fields, keys } = await upload.read(request);
        const userId = currentUser(request).id;
        const { dry_run: dryRun, background } = request.query;
        return runJob(request, reply, background, {
          organizationId: orgId,
          userId,
          kind: 'import_goods_check',
          payload: { orgId, userId, ...fields, apply: !dryRun, ip: request.ip },
          inputKeys: keys,
        });
      },
    );
  }

  /** Loads a file of the organization that may get a new mapping or be applied (409 otherwise). */
  async function fileForChange(tx: Tx, orgId: number, fileId: number) {
    const [row] = await tx
      .select()
      .from(importFiles)
      .where(and(eq(importFiles.id, fileId), eq(importFiles.organizationId, orgId)));
    const refusal = changeRefusal(row?.status);
    if (refusal) throw refusal;
    return row;
  }

  app.put(
    '/v1/import_goods/:orgId/uploaded_files/:fileId/mapping',
    route(
      { permission: 'import_goods_c', organization: 'params.orgId' },
      'Новое сопоставление колонок файла: строки проверяются заново задачей. background=true — ответ 202 с задачей сразу',
      {
        params: fileParams,
        querystring: applyQuery,
        body: remapBody,
        response: { 200: importFile, 202: jobSchema },
      },
    ),
    async (request, reply) => {
      const { orgId, fileId } = request.params;
      const userId = currentUser(request).id;
      const { mapping } = request.body;
      const file = await withTenant(request, async (tx) => {
        const row = await fileForChange(tx, orgId, fileId);
        planColumns(row.headers, mapping); // a mapping that cannot be used is refused before queueing
        return row;
      });
      return runJob(request, reply, request.query.background, {
        organizationId: orgId,
        userId,
        kind: 'import_goods_remap',
        payload: { orgId, fileId, userId, fileName: file.fileName, mapping },
      });
    },
  );

  app.post(
    '/v1/import_goods/:orgId/uploaded_files/:fileId/apply',
    route(
      { permission: 'import_goods_c', organization: 'params.orgId' },
      'Применение проверенного файла задачей: все верные строки или ничего. background=true — ответ 202 с задачей сразу',
      { params: fileParams, querystring: applyQuery, response: { 200: importFile, 202: jobSchema } },
    ),
    async (request, reply) => {
      const { orgId, fileId } = request.params;
      const userId = currentUser(request).id;
      const file = await withTenant(request, (tx) => fileForChange(tx, orgId, fileId));
      return runJob(request, reply, request.query.background, {
        organizationId: orgId,
        userId,
        kind: 'import_goods_apply',
        payload: { orgId, fileId, userId, ip: request.ip, fileName: file.fileName },
      });
    },
  );
};
