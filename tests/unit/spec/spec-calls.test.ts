// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { type Database, openDatabase } from '../../../server/db/client';
import { readSpec, section, where } from './read-spec';
import { READINGS, type SpecCall, specCalls000, specCalls001 } from './spec-calls';

/**
 * Spec audit (docs/spec-audit.md): every call spec 000 §7 and spec 001 §7 name is in the OpenAPI
 * document /docs/json with the query parameters the spec sends; the sort fields of spec 001 §3 and
 * the page size of §9 are what that document declares. A failure names the spec line.
 */

interface Parameter {
  in: string;
  name: string;
  schema?: { default?: unknown; maximum?: number; enum?: string[]; items?: { enum?: string[] } };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

let app: FastifyInstance;
let database: Database;
let document: Document;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spec-calls-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(48),
    PUBLIC_URL: 'http://localhost',
  });
  database = await openDatabase({});
  app = await buildApp({ ...config, logger: false, inMemoryDb: true }, { database, migrate: false });
  await app.ready();
  document = app.swagger() as unknown as Document;
  rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const shape = (route: string) => route.replace(/\{[^}]+\}/g, '{}');

function operationOf(call: Pick<SpecCall, 'method' | 'path'>): Operation | undefined {
  const route = Object.keys(document.paths).find((candidate) => shape(candidate) === shape(call.path));
  return route ? document.paths[route][call.method.toLowerCase()] : undefined;
}
const queryOf = (operation: Operation | undefined, name: string) =>
  operation?.parameters?.find((p) => p.in === 'query' && p.name === name);

/** What is wrong with one call against the document; [] when it is served as the spec says. */
function problemsOf(call: SpecCall): string[] {
  const operation = operationOf(call);
  if (!operation) return [`${call.method} ${call.path} is not in /docs/json`];
  const problems: string[] = [];
  for (const param of call.query) {
    const declared = queryOf(operation, param.name);
    if (!declared) problems.push(`query ${param.name} is not declared`);
    else if (param.value !== undefined && (declared.schema?.maximum ?? Infinity) < param.value)
      problems.push(`query ${param.name}=${param.value} is above the maximum ${declared.schema?.maximum}`);
    else if (param.default !== undefined && declared.schema?.default !== param.default)
      problems.push(`query ${param.name} defaults to ${declared.schema?.default}, not ${param.default}`);
  }
  if (call.multipart && !operation.requestBody?.content['multipart/form-data'])
    problems.push('takes no multipart/form-data body');
  return problems.map((problem) => `${call.method} ${call.path}: ${problem}`);
}

const rowsOf = (calls: SpecCall[]) =>
  calls.map((call) => [`${call.method} ${call.path} (${where(call.line)})`, call] as const);

describe('calls of spec 001 §7 in /docs/json', () => {
  const calls = specCalls001();

  it('reads every call of the section (a reading that no longer matches its spec line fails)', () => {
    const lines = new Set(readSpec('001').map((line) => line.text.trim()));
    expect(Object.keys(READINGS).filter((line) => !lines.has(line))).toEqual([]);
    expect(calls.length).toBe(170);
  });

  it.each(rowsOf(calls))('%s', (_name, call) => {
    expect(problemsOf(call)).toEqual([]);
  });
});

describe('calls of spec 000 §7', () => {
  const calls = specCalls000();
  const api = calls.filter((call) => /^\/(?:v1|api_a)\//.test(call.path));

  it('reads the whole table', () => {
    expect(calls.length).toBe(9);
  });

  it.each(rowsOf(api))('%s', (_name, call) => {
    expect(problemsOf(call)).toEqual([]);
  });

  it('/version.json answers a version and is never cached', async () => {
    const call = calls.find((c) => c.path === '/version.json');
    expect(call, 'spec 000 §7 names /version.json').toBeDefined();
    const res = await app.inject({ method: 'GET', url: '/version.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toHaveProperty('version');
  });
});

/** Which calls a name of spec 001 §3 «Sort fields» and §9 «Default page size» stands for. */
const LISTS: Record<string, string[]> = {
  Orders: ['/v1/client/orders', '/v1/supplier/orders'],
  orders: ['/v1/client/orders', '/v1/supplier/orders'],
  Goods: ['/v1/goods'],
  goods: ['/v1/goods'],
  Suppliers: ['/v1/marketplace/suppliers'],
  'Admin users': ['/api_a/users'],
  users: ['/api_a/users', '/v1/user_roles'],
  news: ['/v1/posts_feed'],
  'news posts': ['/v1/supplier/posts', '/api_a/posts'],
  stocktaking: ['/v1/stocktaking_docs'],
  'marketplace lists': ['/v1/marketplace/goods', '/v1/marketplace/suppliers'],
  'price list goods': ['/v1/client/price_lists/{id}/goods', '/v1/supplier/price_lists/{id}/goods'],
};
const listed = (name: string, line: string) => {
  const routes = LISTS[name];
  if (!routes) throw new Error(`«${name}» of ${line} stands for no known list call`);
  return routes;
};

describe('sort fields of spec 001 §3 and page size of §9', () => {
  const lines = section(readSpec('001'), 3);
  const start = lines.findIndex((line) => line.text.startsWith('Sort fields:'));
  const sortLines = lines.slice(start + 1).filter((line) => /^- [A-Z][a-z ]+: /.test(line.text));
  const fieldRows = sortLines.filter((line) => !line.text.startsWith('- Direction:'));
  const direction = sortLines.find((line) => line.text.startsWith('- Direction:'));

  it.each(fieldRows.map((line) => [where(line), line] as const))('%s', (_name, line) => {
    const [, name, list] = /^- ([^:]+): (.+)\.?$/.exec(line.text) ?? [];
    const fields = list.replace(/\.$/, '').split(', ');
    for (const route of listed(name, where(line))) {
      const declared =
        queryOf(operationOf({ method: 'GET', path: route }), 'order_field')?.schema?.enum ?? [];
      expect(
        fields.filter((field) => !declared.includes(field)),
        `${route} order_field`,
      ).toEqual([]);
    }
  });

  it(`${direction ? where(direction) : 'Direction'}: every sortable list sorts asc and desc`, () => {
    const values = direction?.text
      .replace(/^- Direction: /, '')
      .replace(/\.$/, '')
      .split(', ');
    expect(values).toEqual(['asc', 'desc']);
    for (const route of Object.values(LISTS).flat()) {
      const declared = queryOf(operationOf({ method: 'GET', path: route }), 'order_by')?.schema?.enum;
      expect(declared, `${route} order_by`).toEqual(values);
    }
  });

  const pageSize = section(readSpec('001'), 9).find((line) => line.text.startsWith('- Default page size'));
  it(`${pageSize ? where(pageSize) : 'Default page size'}`, () => {
    const [, size, names] = /^- Default page size (\d+): (.+)\.$/.exec(pageSize?.text ?? '') ?? [];
    for (const name of names.split(', ')) {
      for (const route of listed(name, where(pageSize!))) {
        const limit = queryOf(operationOf({ method: 'GET', path: route }), 'limit');
        expect(limit?.schema?.default, `${name}: ${route} limit`).toBe(Number(size));
      }
    }
  });
});
