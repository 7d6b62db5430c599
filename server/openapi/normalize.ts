import type { Operation, Paths } from './operation-docs';

type Schema = Record<string, unknown>;

/**
 * OpenAPI 3.0 ignores `nullable` without a `type` beside it: zod's nullable unions come out as
 * `{ nullable: true, anyOf: [...] }`, so the null goes into each branch instead.
 */
export function nullableIntoBranches(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableIntoBranches);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, nullableIntoBranches(value)]),
  ) as Schema;
  const branches = schema.anyOf ?? schema.oneOf;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(branches)) {
    const key = schema.anyOf ? 'anyOf' : 'oneOf';
    const { nullable: _dropped, ...rest } = schema;
    return {
      ...rest,
      [key]: branches.map((branch: Schema) => (branch.$ref ? branch : { ...branch, nullable: true })),
    };
  }
  return schema;
}

const template = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const paramNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);

function renameParameters(operation: Operation, from: string[], to: string[]): Operation {
  const parameters = (operation.parameters as Schema[] | undefined)?.map((parameter) => {
    const index = parameter.in === 'path' ? from.indexOf(parameter.name as string) : -1;
    if (index < 0 || from[index] === to[index]) return parameter;
    return {
      ...parameter,
      name: to[index],
      description: parameter.description ?? `Идентификатор: ${from[index]}`,
    };
  });
  return parameters ? { ...operation, parameters } : operation;
}

/**
 * Fastify routes one URL shape to different methods under different parameter names
 * (`GET /v1/write_off_reason/{orgId}`, `PUT /v1/write_off_reason/{reasonId}`); OpenAPI allows one
 * template per shape. The calls are listed under `{id}` there, each parameter described by its role.
 */
export function mergeIdenticalPaths(paths: Paths): Paths {
  const byTemplate = new Map<string, string[]>();
  for (const path of Object.keys(paths)) {
    byTemplate.set(template(path), [...(byTemplate.get(template(path)) ?? []), path]);
  }
  const merged: Paths = {};
  for (const [shape, variants] of byTemplate) {
    if (variants.length === 1) {
      merged[variants[0]] = paths[variants[0]];
      continue;
    }
    const count = paramNames(variants[0]).length;
    const names = paramNames(variants[0]).map((_, index) => (index === count - 1 ? 'id' : `id${index + 1}`));
    let at = 0;
    const path = shape.replace(/\{\}/g, () => `{${names[at++]}}`);
    merged[path] = {};
    for (const variant of variants) {
      for (const [method, operation] of Object.entries(paths[variant])) {
        merged[path][method] = renameParameters(operation, paramNames(variant), names);
      }
    }
  }
  return merged;
}
