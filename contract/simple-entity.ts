import { id, listQuery, listResponse, oneLine } from './common';
import { z } from './zod';

/**
 * A person-typed text field whose title is written once: the Russian messages name it, the
 * OpenAPI document shows it (`title`), the SPA uses it as the column and input label.
 */
export const titledText = (max: number, title: string) => oneLine(max, title).meta({ title });

/** The title a field was declared with (`titledText`), or its key. */
export const titleOf = (schema: z.ZodType, key: string): string => {
  const title = schema.meta()?.title;
  return typeof title === 'string' ? title : key;
};

type Fields = Record<string, z.ZodType>;

/**
 * The schemas of a simple tenant entity: rows of one organization with a few fields, listed
 * and created (server/lib/simple-tenant-routes.ts; the SPA's src/components/simple-list). The
 * fields are written once: the body, the item (body + id, organization_id) and the sort fields
 * (id and every field) are derived from them. The first field is the default sort.
 */
export function simpleEntity<const F extends Fields>(schemaId: string, fields: F) {
  const body = z.object(fields);
  const item = body.extend({ id: z.number(), organization_id: z.number() }).meta({ id: schemaId });
  const sortFields = ['id', ...Object.keys(fields)] as [string, ...string[]];
  return {
    fields,
    body,
    item,
    query: listQuery(sortFields).extend({ organization_id: id }),
    createQuery: z.object({ organization_id: id }),
    response: listResponse(item),
  };
}

export type SimpleEntity = ReturnType<typeof simpleEntity<Fields>>;
