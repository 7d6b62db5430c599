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

/** Fields a person fills on one line wherever they appear in a body. */
const ONE_LINE_FIELD = /(^|_)(name|number|title|code|phone|inn|kpp|ogrn|barcode|street|reason)$/;

describe('every request body', () => {
  it('refuses unknown fields in every object of every body', () => {
    const objects = bodyObjects();
    expect(objects.length).toBeGreaterThan(60);
    const lenient = [...new Set(objects.filter((o) => !isStrict(o.schema)).map((o) => o.where))];
    expect(lenient).toEqual([]);
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

  it('refuses a good sent back with the fields of its record, naming them, and changes nothing', async () => {
    const url = `/v1/goods/${t.id('good:kefir')}?organization_id=${t.id('org:dairy')}`;
    const before = (await dairy({ method: 'GET', url })).json();
    const payload = { name: 'Кефир 3,2 %', id: before.id, created_at: before.created_at };
    const res = await dairy({ method: 'PUT', url, payload });
    expect(expectErrorBody(res, 422).detail).toMatch(/Нераспознанные ключи: "id", "created_at"/);
    expect((await dairy({ method: 'GET', url })).json().name).toBe(before.name);
    const saved = await dairy({ method: 'PUT', url, payload: { name: 'Кефир 3,2 %' } });
    expect(saved.statusCode, saved.body).toBe(200);
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
