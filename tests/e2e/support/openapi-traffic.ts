import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { RecordedResponse } from '../../../server/plugins/response-recorder';

type Schema = Record<string, unknown>;
interface MediaType {
  schema?: Schema;
}
interface Operation {
  operationId?: string;
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface TrafficReport {
  checked: number;
  operations: number;
  problems: string[];
}

const DOCUMENT_ID = 'openapi';

/**
 * OpenAPI 3.0 schemas as Ajv (JSON Schema draft-07) reads them: boolean exclusiveMinimum/Maximum
 * become numbers, and `#/components/…` refs point into the document registered under DOCUMENT_ID.
 */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const schema: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/')) {
      schema.$ref = `${DOCUMENT_ID}${value}`;
    } else schema[key] = toJsonSchema(value);
  }
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (schema[flag] === true) {
      schema[flag] = schema[bound];
      delete schema[bound];
    } else if (schema[flag] === false) delete schema[flag];
  }
  return schema;
}

/** `/v1/client/orders/:id/` and `/v1/client/orders/{id}` have the same shape `/v1/client/orders/{}`. */
const shapeOf = (path: string) => path.replace(/:\w+|\{[^}]+\}/g, '{}').replace(/(.)\/+$/, '$1');

const mime = (contentType: string) => contentType.split(';')[0].trim().toLowerCase();

/** Checks each recorded answer against the document's response for its path, method and status. */
export function checkTraffic(document: OpenApiDocument, records: RecordedResponse[]): TrafficReport {
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema(toJsonSchema({ components: document.components ?? {} }) as Schema, DOCUMENT_ID);
  const pathByShape = new Map(Object.keys(document.paths).map((path) => [shapeOf(path), path]));
  const validators = new Map<string, ValidateFunction>();
  const operations = new Set<string>();
  const problems = new Set<string>();

  const validatorFor = (key: string, schema: Schema) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(toJsonSchema(schema) as Schema);
      validators.set(key, validate);
    }
    return validate;
  };

  for (const record of records) {
    const where = `${record.method} ${record.url} → ${record.status}`;
    const path = pathByShape.get(shapeOf(record.route));
    const operation = path ? document.paths[path][record.method.toLowerCase()] : undefined;
    if (!path || !operation) {
      problems.add(`${where}: the call is not in the document (${record.method} ${record.route})`);
      continue;
    }
    operations.add(`${record.method} ${path}`);
    const response = operation.responses[String(record.status)] ?? operation.responses.default;
    if (!response) {
      problems.add(`${where}: status ${record.status} is not documented for ${operation.operationId}`);
      continue;
    }
    const type = mime(record.contentType);
    if (!type) continue;
    const media = response.content?.[type];
    if (!media) {
      problems.add(`${where}: ${type} is not documented for ${operation.operationId} ${record.status}`);
      continue;
    }
    if (!type.includes('json') || !media.schema) continue;
    const validate = validatorFor(`${record.method} ${path} ${record.status} ${type}`, media.schema);
    if (!validate(record.body)) {
      const errors = (validate.errors ?? [])
        .slice(0, 3)
        .map((error) => `${error.instancePath || '/'} ${error.message}`)
        .join('; ');
      problems.add(`${operation.operationId} ${record.status} (${where}): ${errors}`);
    }
  }
  return { checked: records.length, operations: operations.size, problems: [...problems] };
}

/** The JSON-lines file the server's recorder wrote (server/plugins/response-recorder.ts). */
export function readRecordedResponses(file: string): RecordedResponse[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RecordedResponse);
}
