import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRoute } from './auth';

/** One API answer as the browser tests received it (tests/e2e/api-traffic.check.ts). */
export interface RecordedResponse {
  method: string;
  /** The route as registered (`/v1/client/orders/:id`). */
  route: string;
  url: string;
  status: number;
  contentType: string;
  /** The JSON body; null for files and empty answers. */
  body: unknown;
}

const parseJson = (payload: unknown): unknown => {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  const text = payload.toString();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * Appends every /v1 and /api_a answer to a JSON-lines file, so the browser suite's traffic can be
 * checked against the OpenAPI document. Only registered when RECORD_API_RESPONSES is set; the
 * file starts empty with each server start.
 */
export default fp(
  async function responseRecorderPlugin(app: FastifyInstance, opts: { file: string }) {
    const append = (line: string) => {
      // The test runner may empty its output folder after the server started.
      mkdirSync(path.dirname(opts.file), { recursive: true });
      appendFileSync(opts.file, line);
    };
    mkdirSync(path.dirname(opts.file), { recursive: true });
    writeFileSync(opts.file, '');
    app.addHook('onSend', async (request, reply, payload) => {
      const route = request.routeOptions.url;
      if (!route || !isApiRoute(route)) return payload;
      const contentType = String(reply.getHeader('content-type') ?? '');
      const record: RecordedResponse = {
        method: request.method,
        route,
        url: request.url,
        status: reply.statusCode,
        contentType,
        body: contentType.includes('json') ? parseJson(payload) : null,
      };
      append(`${JSON.stringify(record)}\n`);
      return payload;
    });
  },
  { name: 'response-recorder' },
);
