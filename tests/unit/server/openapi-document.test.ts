// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { type Database, openDatabase } from '../../../server/db/client';

// The CI check of issue 25: the document /docs/json serves, generated without a listening server,
// passes the Redocly CLI's recommended rules and gives TypeScript types that compile.

type Operation = {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string }; example?: unknown }> }>;
};
type Document = {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

const PUBLIC_URL = 'https://zakupki.b2b-demo.ru';
const OUT = path.resolve('test-results/openapi');
const bin = (pkg: string, file: string) => path.resolve('node_modules', pkg, file);
const quietEnv = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

let app: FastifyInstance;
let database: Database;
let document: Document;
const operations = () =>
  Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route, method, operation })),
  );

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'openapi-doc-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(48), PUBLIC_URL });
  database = await openDatabase({});
  app = await buildApp({ ...config, logger: false, inMemoryDb: true }, { database, migrate: false });
  await app.ready();
  document = app.swagger() as unknown as Document;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  writeFileSync(path.join(OUT, 'openapi.json'), JSON.stringify(document, null, 2));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('OpenAPI document', () => {
  it('lists each call once, without a trailing slash, and still routes both spellings', async () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((route) => route.endsWith('/'))).toEqual([]);
    expect(paths).toContain('/v1/client/orders');
    expect(paths).not.toContain('/v1/client/orders/');
    expect(operations().length).toBeGreaterThanOrEqual(189);
    for (const url of ['/v1/client/orders', '/v1/client/orders/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('gives every operation a unique readable operationId', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id || !/^[a-z][A-Za-z]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/v1/client/orders'].get.operationId).toBe('clientOrdersList');
    expect(document.paths['/v1/supplier/orders/{id}/change_status'].put.operationId).toBe(
      'supplierOrderChangeStatus',
    );
  });

  it('names the server and documents the error body on every operation', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: PUBLIC_URL })]);
    expect(document.components.schemas.Error).toBeDefined();
    for (const { route, method, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => status.startsWith('2')),
        `${method} ${route}`,
      ).toBe(true);
      const required =
        operation.security?.length === 0 ? ['422', '500'] : ['401', '403', '404', '422', '500'];
      for (const status of required) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        expect(schema, `${method} ${route} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
    expect(document.paths['/v1/users/login'].post.security).toEqual([]);
  });

  it('shows request and response examples for login, order create, status change and import upload', () => {
    const byId = new Map(operations().map(({ operation }) => [operation.operationId, operation]));
    for (const id of [
      'usersLogin',
      'clientOrderCreate',
      'clientOrderChangeStatus',
      'supplierOrderChangeStatus',
      'importGoodsUpload',
    ]) {
      const operation = byId.get(id);
      const request = Object.values(operation?.requestBody?.content ?? {})[0];
      expect(request?.example, id).toBeDefined();
      const success = Object.entries(operation?.responses ?? {}).find(([status]) => status.startsWith('2'));
      expect(success?.[1].content?.['application/json']?.example, id).toBeDefined();
    }
    expect(Object.keys(byId.get('importGoodsUpload')?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
  });

  it('passes the Redocly recommended rules with 0 errors and valid examples', () => {
    const output = execFileSync(
      process.execPath,
      [bin('@redocly/cli', 'bin/cli.js'), 'lint', path.join(OUT, 'openapi.json'), '--format=json'],
      { env: quietEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const report = JSON.parse(output) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string }[];
    };
    const serious = report.problems.filter(
      (problem) => problem.severity === 'error' || problem.ruleId === 'no-invalid-media-type-examples',
    );
    expect(serious).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it('generates TypeScript types with openapi-typescript that compile and describe the calls', () => {
    const types = path.join(OUT, 'api.d.ts');
    execFileSync(
      process.execPath,
      [bin('openapi-typescript', 'bin/cli.js'), path.join(OUT, 'openapi.json'), '--output', types],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const usage = path.join(OUT, 'usage.ts');
    writeFileSync(
      usage,
      [
        "import type { operations, paths } from './api';",
        "type Orders = paths['/v1/client/orders']['get']['responses'][200]['content']['application/json'];",
        'export const total: string = ({} as Orders).items[0].total_amount;',
        "type Login = operations['usersLogin']['requestBody']['content']['application/json'];",
        "export const login: Login = { username: 'a@b.ru', password: 'x' };",
        "export type Failure = operations['clientOrderChangeStatus']['responses'][409]['content']['application/json']['detail'];",
        '',
      ].join('\n'),
    );
    const compilerOptions = { strict: true, noEmit: true, target: 'ES2022', lib: ['ES2022'], types: [] };
    writeFileSync(path.join(OUT, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: [usage] }));
    execFileSync(process.execPath, [bin('typescript', 'bin/tsc'), '-p', path.join(OUT, 'tsconfig.json')], {
      stdio: 'pipe',
    });
  }, 60_000);
});
