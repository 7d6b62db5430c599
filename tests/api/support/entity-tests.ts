import {
  ACTIONS,
  type EntityDeclaration,
  type Field,
  listOf,
  notFoundText,
  ownerColumn,
  permissionOf,
} from '@contract/entity-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUser } from '../security/matrix-case';
import { del, get, type MatrixContext, type MatrixSection, post, put } from '../security/matrix-case';
import { createTestApp, expectErrorBody, type TestApp } from './app';

/** Who the derived tests act as: demo users of the owner's organization and one of another. */
export interface EntityTestActors {
  /** The demo id of the owner: 'org:dairy', or a sales point 'sp:tverskaya'. */
  owner: string;
  /** Holds every right of the entity (an organization administrator). */
  admin: string;
  /** A member of the owner's organization holding none of the entity's rights (matrix name and e-mail). */
  weak: { user: DemoUser; email: string };
  /** An administrator of another organization. */
  outsider: string;
  /** Values of fields the kinds cannot invent (references): three per field. */
  samples?: Record<string, unknown[]>;
}

const LETTERS = ['В', 'А', 'Б', 'Г'];
/** Four values per kind whose orders differ, money among them ordered unlike its text. */
function sample(field: Field, i: number): unknown {
  switch (field.kind) {
    case 'text':
    case 'longText':
      return `${LETTERS[i]} ${field.label}`;
    case 'money':
      return ['10000.00', '7500.00', '900.00', '12.50'][i];
    case 'decimal':
      return ['10.5', '7.25', '900', '0.125'][i];
    case 'integer':
      return [10, 2, 300, 7][i];
    case 'date':
      return ['2026-12-03', '2026-12-01', '2026-12-02', '2027-01-15'][i];
    case 'time':
      return ['10:00', '09:00', '11:30', '23:50'][i];
    case 'weekdays':
      return [[1], [2, 3], [5], [6, 7]][i];
    case 'enum': {
      const keys = Object.keys(field.options);
      return keys[i % keys.length];
    }
    case 'boolean':
      return i % 2 === 0;
    case 'reference':
      return undefined;
  }
}

const numeric = (field: Field) => ['money', 'decimal', 'integer'].includes(field.kind);
const compare = (field: Field, a: unknown, b: unknown) =>
  numeric(field) ? Number(a) - Number(b) : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;

function bodyOf(entity: EntityDeclaration, actors: EntityTestActors, i: number) {
  return Object.fromEntries(
    Object.entries(entity.fields).map(([name, field]) => [
      name,
      actors.samples?.[name]?.[i] ?? sample(field, i),
    ]),
  );
}

/**
 * The authorization matrix cases of a declared entity (tests/api/security/matrix.ts): each route aimed
 * at a row of the owner, refused to the weak member with 403.
 */
export function entityMatrix(entity: EntityDeclaration, actors: EntityTestActors): MatrixSection {
  const owner = ownerColumn(entity);
  const body = bodyOf(entity, actors, 0);
  const ownerQuery = (ctx: MatrixContext) => ({ [owner]: ctx.id(actors.owner) });
  const names = Object.keys(entity.fields);
  // A row of the owner to aim at; the first call of a run inserts it.
  const row = (ctx: MatrixContext) => {
    const ownerId = ctx.id(actors.owner);
    const organization =
      owner === 'organization_id' ? '$1' : '(SELECT organization_id FROM sales_points WHERE id = $1)';
    const columns = ['organization_id', ...(owner === 'sales_point_id' ? ['sales_point_id'] : []), ...names];
    const values = [
      organization,
      ...(owner === 'sales_point_id' ? ['$1'] : []),
      ...names.map((_, i) => `$${i + 2}`),
    ];
    const params = names.map((name) => {
      const value = body[name];
      return Array.isArray(value) ? `{${value.join(',')}}` : value;
    });
    return ctx.one(
      `WITH found AS (SELECT id FROM ${entity.table} WHERE ${owner} = $1 ORDER BY id LIMIT 1),
            added AS (INSERT INTO ${entity.table} (${columns.join(', ')})
                      SELECT ${values.join(', ')} WHERE NOT EXISTS (SELECT 1 FROM found) RETURNING id)
       SELECT id FROM found UNION ALL SELECT id FROM added`,
      [ownerId, ...params],
    );
  };
  const weakMember = { user: actors.weak.user, status: 403 as const };
  return {
    [`GET ${entity.path}`]: { request: (ctx) => get(entity.path, ownerQuery(ctx)), weakMember },
    [`GET ${entity.path}:id`]: { request: async (ctx) => get(`${entity.path}${await row(ctx)}`), weakMember },
    [`POST ${entity.path}`]: { request: (ctx) => post(entity.path, body, ownerQuery(ctx)), weakMember },
    [`PUT ${entity.path}:id`]: {
      request: async (ctx) => put(`${entity.path}${await row(ctx)}`, body),
      weakMember,
    },
    [`DELETE ${entity.path}:id`]: {
      request: async (ctx) => del(`${entity.path}${await row(ctx)}`),
      weakMember,
    },
  };
}

/**
 * What a user notices of a declared entity, derived from its declaration: create, the list sorted by
 * each sortable column both ways, edit, delete, 409 on a duplicate, 422 naming the fields in Russian,
 * 404 for another organization, 403 naming the missing right.
 */
export function describeEntity(entity: EntityDeclaration, actors: EntityTestActors) {
  describe(`${entity.label} (declared entity)`, () => {
    let t: TestApp;
    let admin: string;
    let weak: string;
    let outsider: string;
    let query: string;
    const created: Record<string, unknown>[] = [];
    const owner = ownerColumn(entity);
    const { sort } = listOf(entity);
    const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.as(token)({ method, url: `${entity.path}${url}`, payload });
    const listed = async (extra = '') => (await call(admin, 'GET', `?${query}&limit=100${extra}`)).json();

    beforeAll(async () => {
      t = await createTestApp();
      [admin, weak, outsider] = await Promise.all(
        [actors.admin, actors.weak.email, actors.outsider].map((e) => t.login(e)),
      );
      query = `${owner}=${t.id(actors.owner)}`;
    });
    afterAll(() => t.close());

    it('creates rows and answers each as sent', async () => {
      for (const i of [0, 1, 2]) {
        const body = bodyOf(entity, actors, i);
        const res = await call(admin, 'POST', `?${query}`, body);
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json()).toMatchObject(body);
        created.push(res.json());
      }
      expect((await listed()).total).toBe(3);
    });

    it.each(sort.flatMap((field) => (['asc', 'desc'] as const).map((order) => [field, order] as const)))(
      'lists by %s %s in the order of the values, not of their text',
      async (name, order) => {
        const field = entity.fields[name];
        const expected = [...created]
          .sort((a, b) => compare(field, a[name], b[name]) * (order === 'asc' ? 1 : -1))
          .map((row) => row.id);
        const page = await listed(`&order_field=${name}&order_by=${order}`);
        expect(page.items.map((row: { id: number }) => row.id)).toEqual(expected);
      },
    );

    it('edits a row', async () => {
      const body = bodyOf(entity, actors, 3);
      const res = await call(admin, 'PUT', String(created[0].id), body);
      expect(res.statusCode, res.body).toBe(200);
      expect((await call(admin, 'GET', String(created[0].id))).json()).toMatchObject(body);
    });

    it.runIf(Boolean(entity.unique?.length))('refuses a duplicate with 409 and adds nothing', async () => {
      const error = expectErrorBody(await call(admin, 'POST', `?${query}`, bodyOf(entity, actors, 1)), 409);
      expect(error.detail).toContain(entity.one);
      expect((await listed()).total).toBe(3);
    });

    it('refuses an empty body with 422 naming every required field in Russian', async () => {
      const error = expectErrorBody(await call(admin, 'POST', `?${query}`, {}), 422);
      for (const [name, field] of Object.entries(entity.fields)) {
        if (!field.optional) expect(error.fields?.[name], name).toContain(field.label);
      }
    });

    it('answers 404 to another organization and changes nothing', async () => {
      const id = String(created[1].id);
      for (const [method, payload] of [['GET'], ['PUT', bodyOf(entity, actors, 3)], ['DELETE']] as const) {
        const error = expectErrorBody(await call(outsider, method, id, payload), 404);
        expect(error.detail).toBe(notFoundText(entity));
      }
      expectErrorBody(await call(outsider, 'GET', `?${query}`), 404);
      expect((await listed()).total).toBe(3);
    });

    it('answers 403 naming the missing right to a member without it', async () => {
      const id = String(created[1].id);
      const calls = {
        r: () => call(weak, 'GET', id),
        c: () => call(weak, 'POST', `?${query}`, bodyOf(entity, actors, 3)),
        u: () => call(weak, 'PUT', id, bodyOf(entity, actors, 3)),
        d: () => call(weak, 'DELETE', id),
      };
      for (const action of ACTIONS) {
        const error = expectErrorBody(await calls[action](), 403);
        expect(error.detail, permissionOf(entity, action)).toContain(entity.permissions.labels[action]);
      }
    });

    it('deletes a row', async () => {
      const id = String(created[2].id);
      expect((await call(admin, 'DELETE', id)).statusCode).toBe(200);
      expectErrorBody(await call(admin, 'GET', id), 404);
      expect((await listed()).total).toBe(2);
    });
  });
}
