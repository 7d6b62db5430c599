import { type SQL, sql } from 'drizzle-orm';
import { deliveryZones } from '../../../contract/entities/delivery-zones';
import type { MarketplaceSupplier, SupplierCard, suppliersQuery } from '../../../contract/marketplace';
import type { z } from '../../../contract/zod';
import type { Queryable } from '../../db/client';
import { notFound } from '../../errors';
import { entityColumns } from '../../lib/entity-routes';
import { queryRows } from '../../lib/sql';

type SuppliersQuery = z.output<typeof suppliersQuery>;
type Row = Omit<MarketplaceSupplier, 'public_info' | 'logo_url'> &
  MarketplaceSupplier['public_info'] & { logo_key: string | null };

/** Suppliers the marketplace shows: the supplier module on, never a test organization. */
const VISIBLE = sql`o.module_supplier AND NOT o.is_test_org`;

const SELECT = sql`
  SELECT o.id::int, o.name, o.inn, o.kpp, o.ogrn, o.logo_key,
    i.description, i.phone, i.email, i.website,
    i.country_id::int, ac.name AS country_name, i.region_id::int, ar.name AS region_name,
    i.city_id::int, ci.name AS city_name, i.street,
    i.bank_name, i.bik, i.settlement_account, i.correspondent_account
  FROM organizations o
  LEFT JOIN organization_public_info i ON i.organization_id = o.id
  LEFT JOIN addr_countries ac ON ac.id = i.country_id
  LEFT JOIN addr_regions ar ON ar.id = i.region_id
  LEFT JOIN addr_cities ci ON ci.id = i.city_id`;

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function toSupplier(row: Row, urlOf: (key: string) => string): MarketplaceSupplier {
  const { id, name, inn, kpp, ogrn, logo_key, ...info } = row;
  return { id, name, inn, kpp, ogrn, logo_url: logo_key ? urlOf(logo_key) : null, public_info: info };
}

const SORT: Record<NonNullable<SuppliersQuery['order_field']>, SQL> = {
  id: sql`o.id`,
  name: sql`lower(o.name)`,
  inn: sql`o.inn`,
  email: sql`lower(i.email)`,
};

export async function listSuppliers(db: Queryable, query: SuppliersQuery, urlOf: (key: string) => string) {
  const parts: SQL[] = [VISIBLE];
  if (query.organization_name) {
    const pattern = likePattern(query.organization_name.toLowerCase().replaceAll('ё', 'е'));
    parts.push(sql`search_fold(o.name) LIKE ${pattern}`);
  }
  if (query.inn) parts.push(sql`o.inn LIKE ${`${query.inn.replace(/\D/g, '')}%`}`);
  if (query.organization_ids?.length) {
    parts.push(
      sql`o.id IN (${sql.join(
        query.organization_ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  const where = sql.join(parts, sql` AND `);
  const direction = query.order_by === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = await queryRows<Row>(
    db,
    sql`${SELECT} WHERE ${where} ORDER BY ${SORT[query.order_field ?? 'name']} ${direction} NULLS LAST, o.id ${direction}
        LIMIT ${query.limit} OFFSET ${query.offset}`,
  );
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM organizations o WHERE ${where}`,
  );
  return { items: rows.map((row) => toSupplier(row, urlOf)), total };
}

export async function findSupplier(db: Queryable, id: number, urlOf: (key: string) => string) {
  const [row] = await queryRows<Row>(db, sql`${SELECT} WHERE ${VISIBLE} AND o.id = ${id}`);
  if (!row) throw notFound('Поставщик не найден');
  return toSupplier(row, urlOf);
}

/** A supplier's card with its delivery zones, which a buyer sees before ordering. */
export async function loadSupplierCard(db: Queryable, id: number, urlOf: (key: string) => string) {
  const supplier = await findSupplier(db, id, urlOf);
  const zones = await queryRows<SupplierCard['delivery_zones'][number]>(
    db,
    sql`SELECT ${entityColumns(deliveryZones)} FROM delivery_zones t WHERE t.organization_id = ${id} ORDER BY t.name, t.id`,
  );
  return { ...supplier, delivery_zones: zones };
}
