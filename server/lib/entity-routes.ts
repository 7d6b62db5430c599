import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, okResponse } from '../../contract/common';
import {
  type EntityDeclaration,
  type Field,
  listOf,
  notFoundText,
  ownerColumn,
  permissionOf,
} from '../../contract/entity-kit';
import { entitySchemas } from '../../contract/entity-schemas';
import type { Permission } from '../../contract/permissions';
import type { Tx } from '../db/client';
import { AppError, notFound } from '../errors';
import { routeOptions } from '../openapi/route-options';
import { rowOrganization, withTenant } from '../plugins/auth';
import { audit } from './audit';
import { listPage } from './list-page';
import { queryOne, sqlArray } from './sql';

const col = (name: string) => sql.raw(`t.${name}`);

/** How a field leaves SQL so that both drivers answer the contract's type. */
function selected(name: string, field: Field): SQL {
  const column = col(name);
  const expression = {
    money: sql`${column}::text`,
    decimal: sql`${column}::text`,
    date: sql`${column}::text`,
    time: sql`to_char(${column}, 'HH24:MI')`,
    weekdays: sql`${column}::int[]`,
    reference: sql`${column}::float8`,
    integer: sql`${column}::int`,
  }[field.kind as string];
  const own = sql`${expression ?? column} AS ${sql.identifier(name)}`;
  if (field.kind !== 'reference') return own;
  return sql`${own}, (SELECT r.name FROM ${sql.identifier(field.table)} r WHERE r.id = ${column}) AS ${sql.identifier(`${name}_name`)}`;
}

/** The SELECT list of a declared entity's rows over its table aliased `t`, typed as its contract's item. */
export function entityColumns(entity: EntityDeclaration) {
  return sql.join(
    [
      sql`t.id::float8 AS id, t.organization_id::float8 AS organization_id`,
      ...(ownerColumn(entity) === 'sales_point_id' ? [sql`t.sales_point_id::float8 AS sales_point_id`] : []),
      ...Object.entries(entity.fields).map(([name, field]) => selected(name, field)),
    ],
    sql`, `,
  );
}

/** A value as a parameter of its column's type; arrays bound as arrays, never spread. */
const bound = (field: Field, value: unknown) =>
  value == null
    ? sql`NULL`
    : field.kind === 'weekdays'
      ? sqlArray(value as number[], 'smallint')
      : sql`${value}`;

/**
 * list, get, create, update and delete of a declared entity (contract/entity-kit.ts): access
 * declared per route (404 outside the owner's organization, 403 naming the missing right), every
 * statement inside `withTenant` (RLS on the table), Russian 422/409, an audit record per change,
 * OpenAPI with the entity's tag (operationIds are derived from the paths).
 */
export function entityRoutes(entity: EntityDeclaration): FastifyPluginAsyncZod {
  const schemas = entitySchemas(entity);
  const fields = Object.entries(entity.fields);
  const owner = ownerColumn(entity);
  const list = listOf(entity);
  const table = sql.identifier(entity.table);
  const route = routeOptions([entity.label], [401, 403, 404, 409, 422]);
  const can = (action: 'r' | 'c' | 'u' | 'd') => permissionOf(entity, action) as Permission;
  const missing = () => notFound(notFoundText(entity));
  const columns = entityColumns(entity);
  const find = (tx: Tx, id: number) =>
    queryOne<Record<string, unknown>>(tx, sql`SELECT ${columns} FROM ${table} t WHERE t.id = ${id}`);
  const load = async (tx: Tx, id: number) => {
    const row = await find(tx, id);
    if (!row) throw missing();
    return row;
  };
  const byRow = rowOrganization(async (tx, id) => (await find(tx, id))?.organization_id as number, missing);
  // The owner named in the query: an organization, or a sales point whose organization is checked.
  const byOwner =
    owner === 'organization_id'
      ? ('query' as const)
      : rowOrganization(
          async (tx, id) =>
            (
              await queryOne<{ o: number }>(
                tx,
                sql`SELECT organization_id::float8 AS o FROM sales_points WHERE id = ${id}`,
              )
            )?.o,
          () => notFound('Точка продаж не найдена'),
          (request) => Number((request.query as Record<string, unknown>).sales_point_id),
        );
  const ownerOf = (query: Record<string, unknown>) => Number(query[owner]);

  async function assertUnique(tx: Tx, ownerId: number, body: Record<string, unknown>, exceptId = 0) {
    for (const name of entity.unique ?? []) {
      const taken = await queryOne(
        tx,
        sql`SELECT 1 FROM ${table} t WHERE ${col(owner)} = ${ownerId} AND t.id <> ${exceptId}
             AND lower(${col(name)}::text) = lower(${String(body[name])})`,
      );
      if (taken) {
        const label = entity.fields[name].label;
        throw new AppError(409, 'DUPLICATE', `${entity.one} «${body[name]}» уже есть`, {
          [name]: `${label}: такое значение уже есть`,
        });
      }
    }
  }

  const record = (
    tx: Tx,
    request: Parameters<typeof audit>[1],
    action: string,
    row: Record<string, unknown>,
  ) =>
    audit(tx, request, {
      action: `${entity.permissions.prefix}_${action}`,
      entity: entity.permissions.prefix,
      entityId: row.id as number,
      organizationId: row.organization_id as number,
      details: action === 'delete' ? { row } : {},
    });

  return async (app) => {
    app.get(
      entity.path,
      route({ permission: can('r'), organization: byOwner }, `${entity.label}: список`, {
        querystring: schemas.query,
        response: { 200: schemas.response },
      }),
      async (request) => {
        const q = request.query as Record<string, unknown> & Parameters<typeof listPage>[2];
        const where = [sql`${col(owner)} = ${ownerOf(q)}`];
        for (const name of list.filters) {
          const value = q[name];
          if (value === undefined || value === '') continue;
          const kind = entity.fields[name].kind;
          where.push(
            kind === 'text' || kind === 'longText'
              ? sql`search_fold(${col(name)}) LIKE '%' || search_fold(${String(value)}) || '%'`
              : sql`${col(name)} = ${value}`,
          );
        }
        const sort = Object.fromEntries(['id', ...list.sort].map((name) => [name, col(name)]));
        return withTenant(request, (tx) =>
          listPage(
            tx,
            {
              columns,
              from: sql`${table} t`,
              where: sql.join(where, sql` AND `),
              sort,
              defaultSort: list.sort[0] ?? 'id',
              tiebreak: sql`t.id`,
            },
            q,
          ),
        ) as never;
      },
    );

    app.get(
      `${entity.path}:id`,
      route({ permission: can('r'), organization: byRow }, `${entity.one}`, {
        params: idParam,
        response: { 200: schemas.item },
      }),
      async (request) => withTenant(request, async (tx) => await load(tx, request.params.id)) as never,
    );

    app.post(
      entity.path,
      route({ permission: can('c'), organization: byOwner }, `${entity.label}: добавление`, {
        querystring: schemas.ownerQuery,
        body: schemas.body,
        response: { 201: schemas.item },
      }),
      async (request, reply) => {
        const body = request.body as Record<string, unknown>;
        const ownerId = ownerOf(request.query as Record<string, unknown>);
        const organization =
          owner === 'organization_id'
            ? sql`${ownerId}`
            : sql`(SELECT organization_id FROM sales_points WHERE id = ${ownerId})`;
        const names = [
          sql`organization_id`,
          ...(owner === 'sales_point_id' ? [sql`sales_point_id`] : []),
          ...fields.map(([name]) => sql.identifier(name)),
        ];
        const values = [
          organization,
          ...(owner === 'sales_point_id' ? [sql`${ownerId}`] : []),
          ...fields.map(([name, field]) => bound(field, body[name])),
        ];
        const created = await withTenant(request, async (tx) => {
          await assertUnique(tx, ownerId, body);
          const row = await queryOne<{ id: number }>(
            tx,
            sql`INSERT INTO ${table} (${sql.join(names, sql`, `)}) VALUES (${sql.join(values, sql`, `)}) RETURNING id::float8 AS id`,
          );
          const loaded = await load(tx, Number(row?.id));
          await record(tx, request, 'create', loaded);
          return loaded;
        });
        return reply.status(201).send(created as never);
      },
    );

    app.put(
      `${entity.path}:id`,
      route({ permission: can('u'), organization: byRow }, `${entity.one}: изменение`, {
        params: idParam,
        body: schemas.body,
        response: { 200: schemas.item },
      }),
      async (request) => {
        const body = request.body as Record<string, unknown>;
        const { id } = request.params;
        return withTenant(request, async (tx) => {
          const before = await load(tx, id);
          await assertUnique(tx, Number(before[owner]), body, id);
          const set = fields.map(
            ([name, field]) => sql`${sql.identifier(name)} = ${bound(field, body[name])}`,
          );
          await tx.execute(
            sql`UPDATE ${table} SET ${sql.join(set, sql`, `)}, updated_at = now() WHERE id = ${id}`,
          );
          const after = await load(tx, id);
          await record(tx, request, 'update', after);
          return after;
        }) as never;
      },
    );

    app.delete(
      `${entity.path}:id`,
      route({ permission: can('d'), organization: byRow }, `${entity.one}: удаление`, {
        params: idParam,
        response: { 200: okResponse },
      }),
      async (request) =>
        withTenant(request, async (tx) => {
          const row = await load(tx, request.params.id);
          await tx.execute(sql`DELETE FROM ${table} WHERE id = ${request.params.id}`);
          await record(tx, request, 'delete', row);
          return { ok: true as const };
        }),
    );
  };
}
