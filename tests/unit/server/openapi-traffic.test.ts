// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RecordedResponse } from '../../../server/plugins/response-recorder';
import { checkTraffic, type OpenApiDocument } from '../../e2e/support/openapi-traffic';

const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const error = json({ $ref: '#/components/schemas/Error' });

const document: OpenApiDocument = {
  components: {
    schemas: {
      Error: {
        type: 'object',
        properties: { detail: { type: 'string' }, code: { type: 'string' } },
        required: ['detail', 'code'],
      },
      Order: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 0, exclusiveMinimum: true },
          comment: { type: 'string', nullable: true },
        },
        required: ['id', 'comment'],
        additionalProperties: false,
      },
    },
  },
  paths: {
    '/v1/client/orders': {
      get: {
        operationId: 'clientOrdersList',
        responses: {
          200: json({ type: 'array', items: { $ref: '#/components/schemas/Order' } }),
          401: error,
        },
      },
    },
    '/v1/write_off_reason/{id}': {
      put: { operationId: 'writeOffReasonUpdate', responses: { 200: json({ type: 'object' }) } },
    },
    '/v1/client/orders/export': {
      get: {
        operationId: 'clientOrdersExport',
        responses: { 200: { content: { 'application/vnd.ms-excel': { schema: { type: 'string' } } } } },
      },
    },
  },
};

const answer = (fields: Partial<RecordedResponse>): RecordedResponse => ({
  method: 'GET',
  route: '/v1/client/orders/',
  url: '/v1/client/orders/',
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: [{ id: 1, comment: null }],
  ...fields,
});

describe('checking recorded API answers against the OpenAPI document', () => {
  it('accepts answers the document describes, whatever the spelling of the route', () => {
    const report = checkTraffic(document, [
      answer({}),
      answer({
        route: '/v1/client/orders',
        status: 401,
        body: { detail: 'Требуется вход', code: 'UNAUTHORIZED' },
      }),
      answer({
        method: 'PUT',
        route: '/v1/write_off_reason/:reasonId',
        url: '/v1/write_off_reason/3',
        body: {},
      }),
      answer({ route: '/v1/client/orders/export', contentType: 'application/vnd.ms-excel', body: null }),
    ]);
    expect(report).toEqual({ checked: 4, operations: 3, problems: [] });
  });

  it('reports a body the schema does not allow', () => {
    const report = checkTraffic(document, [answer({ body: [{ id: 0, comment: null, extra: true }] })]);
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toContain('clientOrdersList 200');
  });

  it('reports an undocumented status, content type or call', () => {
    const report = checkTraffic(document, [
      answer({ status: 409, body: { detail: 'Конфликт', code: 'CONFLICT' } }),
      answer({ contentType: 'text/csv', body: null }),
      answer({ route: '/v1/goods', url: '/v1/goods' }),
    ]);
    expect(report.problems).toEqual([
      expect.stringContaining('status 409 is not documented'),
      expect.stringContaining('text/csv is not documented'),
      expect.stringContaining('not in the document'),
    ]);
  });
});
