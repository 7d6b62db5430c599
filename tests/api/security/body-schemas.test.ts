import type { z } from '@contract/zod';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const { t, dairy, anna } = withTestApp({ dairy: 'dmitry', anna: 'anna' });

type Schema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** Every object of a body schema, with its place («PUT /v1/x.lines[]»), as the server validates it. */
function objectsOf(
  schema: Schema,
  where: string,
  found: { where: string; schema: Schema }[],
  seen = new Set(),
) {
  if (!schema?._zod || seen.has(schema)) return found;
  seen.add(schema);
  const def = schema._zod.def as Record<string, never> & { type: string };
  const inner = (next: Schema, place = where) => objectsOf(next, place, found, seen);
  switch (def.type) {
    case 'object':
      found.push({ where, schema });
      for (const [key, value] of Object.entries(def.shape as Record<string, Schema>))
        inner(value, `${where}.${key}`);
      break;
    case 'array':
      inner(def.element, `${where}[]`);
      break;
    case 'record':
      inner(def.valueType, `${where}{}`);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      inner(def.innerType);
      break;
    case 'pipe':
      inner(def.in);
      break;
    case 'union':
      for (const option of def.options as Schema[]) inner(option);
      break;
    case 'intersection':
      inner(def.left);
      inner(def.right);
      break;
    case 'lazy':
      inner((def.getter as () => Schema)());
      break;
  }
  return found;
}

const bodyObjects = () =>
  t.app.apiRoutes
    .filter((route) => route.schema?.body)
    .flatMap((route) => objectsOf(route.schema?.body as Schema, `${route.method} ${route.url}`, []));

const isStrict = (schema: Schema) =>
  ((schema._zod.def.catchall as Schema | undefined)?._zod.def.type ?? '') === 'never';

/**
 * Bodies that still drop unknown fields silently instead of refusing them (they never store them:
 * tests/api/security/fuzz.test.ts). This list only shrinks: a new body is strict.
 */
const STILL_LENIENT = [
  'POST /v1/organizations/invite_user',
  'POST /v1/roles/',
  'PUT /v1/roles',
  'PUT /v1/roles/user_access_controls',
  'POST /api_a/global_categories',
  'PUT /api_a/global_categories/:id',
  'PUT /api_a/organizations/:id',
  'POST /v1/users/login',
  'POST /v1/users/signup',
  'POST /v1/users/signup.organization',
  'POST /v1/users/change_password',
  'POST /v1/good_categories/',
  'PUT /v1/good_categories/:id',
  'POST /v1/goods/',
  'PUT /v1/goods/:id',
  'PUT /v1/import_goods/:orgId/uploaded_files/:fileId/mapping',
  'POST /v1/expense_docs/',
  'PUT /v1/expense_docs/:id',
  'POST /v1/expense_categories/bulk_create[]',
  'PUT /v1/expense_categories/:id',
  'POST /v1/stocktaking_docs/:id/stocktaking_doc_line_items/bulk_create',
  'PUT /v1/stocktaking_docs/:id/stocktaking_doc_line_items/fact/bulk_update',
  'PUT /v1/stocktaking_docs/:id/stocktaking_doc_line_items/fact/bulk_update.items[]',
  'POST /v1/stocktaking_docs/',
  'PUT /v1/stocktaking_docs/:id',
  'POST /v1/write_off_docs',
  'PUT /v1/write_off_docs/:id',
  'POST /v1/write_off_docs/:id/write_off_doc_line_items[]',
  'PUT /v1/write_off_docs/:id/write_off_doc_line_item/:itemId',
  'POST /v1/write_off_reason/:orgId',
  'PUT /v1/write_off_reason/:reasonId',
  'PUT /v1/posts_feed/settings',
  'POST /api_a/posts',
  'PUT /api_a/posts/:id',
  'POST /v1/supplier/posts',
  'PUT /v1/supplier/posts/:id',
  'POST /v1/client/orders/expanded',
  'POST /v1/client/orders/expanded.lines[]',
  'POST /v1/client/orders/:id/items[]',
  'PUT /v1/client/orders/:id',
  'PUT /v1/client/orders/:id.lines[]',
  'PUT /v1/client/orders/:id/status',
  'POST /v1/supplier/orders/',
  'POST /v1/supplier/orders/.lines[]',
  'POST /v1/supplier/orders/:id/items[]',
  'POST /v1/supplier/orders/:id/bulk_create_or_update[]',
  'PUT /v1/supplier/orders/:id',
  'PUT /v1/supplier/orders/:id/change_status',
  'POST /v1/organizations/',
  'PUT /v1/organizations/:id',
  'POST /v1/organizations/:id/organization_public_info',
  'POST /v1/sales_points/',
  'POST /v1/sales_points/.working_hours.mon',
  'PUT /v1/sales_points/:id',
  'PUT /v1/sales_points/:id.working_hours.mon',
  'POST /v1/client_errors',
  'POST /v1/client/partnerships/invite_bulk',
  'PUT /v1/supplier/partnerships/:id.delivery_windows[]',
  'POST /v1/supplier/partnerships/invite_bulk',
];

/** Fields a person fills on one line wherever they appear in a body. */
const ONE_LINE_FIELD = /(^|_)(name|number|title|code|phone|inn|kpp|ogrn|barcode|street|reason)$/;

describe('every request body', () => {
  it('refuses unknown fields, the lenient ones of old listed and never added to', () => {
    const objects = bodyObjects();
    expect(objects.length).toBeGreaterThan(60);
    const lenient = [...new Set(objects.filter((o) => !isStrict(o.schema)).map((o) => o.where))];
    expect(lenient.filter((where) => !STILL_LENIENT.includes(where))).toEqual([]);
    expect(lenient).toContain('POST /v1/goods/');
    expect(lenient).not.toContain('PUT /v1/notifications/settings');
  });

  it('refuses a line break in every one-line field: names, numbers, titles, codes, phones', () => {
    const fields = bodyObjects().flatMap(({ where, schema }) =>
      Object.entries(schema._zod.def.shape as Record<string, Schema>)
        .filter(([key]) => ONE_LINE_FIELD.test(key))
        .map(([key, field]) => ({ where: `${where}.${key}`, field })),
    );
    expect(fields.length).toBeGreaterThan(30);
    const accepting = fields
      .filter(({ field }) =>
        ['Ромашка\nЛютик', 'Ромашка\r\nЛютик', 'Ромашка\u2028Лютик'].some(
          (value) => field.safeParse(value).success,
        ),
      )
      .map(({ where }) => where);
    expect(accepting).toEqual([]);
  });
});

describe('one-line fields and strict bodies over HTTP', () => {
  it('refuses a contract number with a line break, naming the field, and takes multi-line terms', async () => {
    const url = `/v1/supplier/contracts/?organization_id=${t.id('org:dairy')}`;
    const payload = {
      client_organization_id: t.id('org:client'),
      number: 'ЗР-1\nЗР-2',
      terms: 'Сыры\nи масло',
    };
    const refused = expectErrorBody(await dairy({ method: 'POST', url, payload }), 422);
    expect(refused.fields?.number).toBe('Номер договора: одной строкой, без переносов строки');
    const created = await dairy({ method: 'POST', url, payload: { ...payload, number: 'ЗР-3' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ number: 'ЗР-3', terms: 'Сыры\nи масло' });
  });

  it('refuses a name with a line break in the profile', async () => {
    const res = await anna({ method: 'PUT', url: '/v1/users/', payload: { name: 'Анна\u2028Иванова' } });
    expect(expectErrorBody(res, 422).fields?.name).toMatch(/одной строкой/);
  });

  it('refuses unknown fields in the notification settings and changes nothing', async () => {
    const url = '/v1/notifications/settings';
    const before = (await anna({ method: 'GET', url })).json();
    const res = await anna({ method: 'PUT', url, payload: { email_mode: 'off', email_digest_hour: 9 } });
    expectErrorBody(res, 422);
    expect((await anna({ method: 'GET', url })).json()).toEqual(before);
    const saved = await anna({ method: 'PUT', url, payload: { email_mode: 'off' } });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
