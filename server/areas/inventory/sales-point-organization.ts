import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import { queryOne } from '../../lib/sql';
import { rowOrganization } from '../../plugins/auth';

/** config.access of a document created in a sales point (?sales_point_id): the point's organization. */
export const salesPointOrganization = rowOrganization(
  async (tx, id) => {
    const point = await queryOne<{ organization_id: number }>(
      tx,
      sql`SELECT organization_id::float8 AS organization_id FROM sales_points WHERE id = ${id}`,
    );
    return point?.organization_id;
  },
  () => notFound('Торговая точка не найдена'),
  (request: FastifyRequest) => (request.query as { sales_point_id: number }).sales_point_id,
);
