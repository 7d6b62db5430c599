import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Permission } from '../../contract/permissions';
import type { SimpleEntity } from '../../contract/simple-entity';
import { withTenant } from '../plugins/auth';
import { listPage } from './list-page';
import { queryOne } from './sql';

export interface SimpleTenantRoutes {
  /** The collection's path, e.g. `/v1/delivery_zones/`: GET lists, POST creates. */
  path: string;
  /** A table with id, organization_id (RLS on) and one column per contract field. */
  table: string;
  entity: SimpleEntity;
  /** The OpenAPI tag and the base of both summaries. */
  tag: string;
  permissions: { read: Permission; create: Permission };
}

/**
 * GET (one organization's rows, paged and sorted) and POST (a new row) of a simple tenant entity
 * (contract/simple-entity.ts). The organization comes from `?organization_id=`: 404 outside it,
 * 403 without the permission; a unique violation is a Russian 409 by itself.
 */
export function simpleTenantRoutes(spec: SimpleTenantRoutes): FastifyPluginAsyncZod {
  const { entity } = spec;
  const fields = Object.keys(entity.fields);
  const table = sql`${sql.identifier(spec.table)}`;
  // ::float8: ids arrive as numbers from both drivers (PGlite and node-postgres).
  const columns = sql.join(
    [
      sql`id::float8 AS id, organization_id::float8 AS organization_id`,
      ...fields.map((f) => sql.identifier(f)),
    ],
    sql`, `,
  );
  return async (app) => {
    app.get(
      spec.path,
      {
        config: { access: { permission: spec.permissions.read, organization: 'query' } },
        schema: {
          tags: [spec.tag],
          summary: `${spec.tag}: список организации`,
          querystring: entity.query,
          response: { 200: entity.response },
        },
      },
      async (request) => {
        const q = request.query;
        const where = sql`organization_id = ${q.organization_id}`;
        return withTenant(request, (tx) =>
          listPage(tx, { columns, from: table, where, defaultOrder: fields[0] ?? 'id' }, q),
        );
      },
    );

    app.post(
      spec.path,
      {
        config: { access: { permission: spec.permissions.create, organization: 'query' } },
        schema: {
          tags: [spec.tag],
          summary: `${spec.tag}: добавление`,
          querystring: entity.createQuery,
          body: entity.body,
          response: { 201: entity.item },
        },
      },
      async (request, reply) => {
        const body = request.body as Record<string, unknown>;
        const names = sql.join([sql`organization_id`, ...fields.map((f) => sql.identifier(f))], sql`, `);
        const values = sql.join(
          [sql`${request.query.organization_id}`, ...fields.map((f) => sql`${body[f]}`)],
          sql`, `,
        );
        const created = await withTenant(request, (tx) =>
          queryOne(tx, sql`INSERT INTO ${table} (${names}) VALUES (${values}) RETURNING ${columns}`),
        );
        return reply.status(201).send(created as never);
      },
    );
  };
}
