import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../lib/sql';

/** An organization as a document names it. */
export interface Party {
  name: string;
  inn: string | null;
  kpp: string | null;
  ogrn: string | null;
  address: string | null;
  bankName: string | null;
  bik: string | null;
  settlementAccount: string | null;
  correspondentAccount: string | null;
}

/** A line of a document; every amount is a decimal string computed in SQL. */
export interface DocumentLine {
  position: number;
  name: string;
  code: string | null;
  measure: string;
  quantity: string;
  /** Price per unit as sold (VAT included when the good bears VAT). */
  price: string;
  /** Price per unit without VAT (УПД column 4). */
  priceWithoutVat: string;
  /** null: «Без НДС». */
  vatRate: number | null;
  amountWithoutVat: string;
  vatAmount: string;
  amount: string;
}

export interface VatTotal {
  rate: number | null;
  vatAmount: string;
  amount: string;
}

export interface OrderDocumentData {
  orderId: number;
  orderNumber: number;
  statusId: number;
  orderedOn: string;
  contractNumber: string | null;
  deliveryAddress: string | null;
  supplier: Party;
  client: Party;
  lines: DocumentLine[];
  vatTotals: VatTotal[];
  totalWithoutVat: string;
  totalVat: string;
  total: string;
}

type Row = Record<string, unknown>;
const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : String(value);

const PARTY_COLUMNS = (alias: string) =>
  sql.raw(`
  ${alias}.name AS ${alias}_name, ${alias}.inn AS ${alias}_inn, ${alias}.kpp AS ${alias}_kpp, ${alias}.ogrn AS ${alias}_ogrn,
  nullif(concat_ws(', ', ${alias}_city.name, ${alias}_info.street), '') AS ${alias}_address,
  ${alias}_info.bank_name AS ${alias}_bank_name, ${alias}_info.bik AS ${alias}_bik,
  ${alias}_info.settlement_account AS ${alias}_settlement_account,
  ${alias}_info.correspondent_account AS ${alias}_correspondent_account`);
const PARTY_JOINS = (alias: string, column: string) =>
  sql.raw(`
  JOIN organizations ${alias} ON ${alias}.id = o.${column}
  LEFT JOIN organization_public_info ${alias}_info ON ${alias}_info.organization_id = ${alias}.id
  LEFT JOIN addr_cities ${alias}_city ON ${alias}_city.id = ${alias}_info.city_id`);

const toParty = (row: Row, alias: string): Party => ({
  name: String(row[`${alias}_name`]),
  inn: text(row[`${alias}_inn`]),
  kpp: text(row[`${alias}_kpp`]),
  ogrn: text(row[`${alias}_ogrn`]),
  address: text(row[`${alias}_address`]),
  bankName: text(row[`${alias}_bank_name`]),
  bik: text(row[`${alias}_bik`]),
  settlementAccount: text(row[`${alias}_settlement_account`]),
  correspondentAccount: text(row[`${alias}_correspondent_account`]),
});

/**
 * The lines a document shows: the order's lines as they stand now (the supplier's edits included,
 * removed lines left out), with the good as it was ordered (the lines' snapshot of name, code, unit
 * and VAT, migration 0026) and VAT split out of the VAT-inclusive amount.
 */
const documentLinesCte = (orderIds: number[]) => sql`
  doc_lines AS (
    SELECT l.order_id, row_number() OVER (PARTITION BY l.order_id ORDER BY l.position, l.id) AS position,
           l.good_name AS name, l.good_code AS code,
           l.measure_name AS measure, l.quantity, l.price, l.amount, l.vat_rate,
           CASE WHEN l.vat_rate IS NULL THEN 0::numeric
                ELSE round(l.amount * l.vat_rate / (100 + l.vat_rate), 2) END AS vat_amount
      FROM order_lines l
     WHERE l.order_id = ANY(${`{${orderIds.join(',')}}`}::bigint[]) AND NOT l.removed)`;

/** Adds a row to the list kept under its order's id. */
const groupByOrder = <T>(rows: Row[], map: (row: Row) => T) => {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const id = Number(row.order_id);
    const list = grouped.get(id) ?? [];
    list.push(map(row));
    grouped.set(id, list);
  }
  return grouped;
};

async function documentLines(db: Queryable, orderIds: number[]) {
  const found = await queryRows<Row>(
    db,
    sql`WITH ${documentLinesCte(orderIds)}
        SELECT order_id, position, name, code, measure, quantity::text AS quantity, price::text AS price, vat_rate,
               (CASE WHEN vat_rate IS NULL THEN price ELSE round(price * 100 / (100 + vat_rate), 2) END)::text
                 AS price_without_vat,
               (amount - vat_amount)::text AS amount_without_vat, vat_amount::text AS vat_amount,
               amount::text AS amount
          FROM doc_lines ORDER BY order_id, position`,
  );
  return groupByOrder<DocumentLine>(found, (row) => ({
    position: Number(row.position),
    name: String(row.name),
    code: text(row.code),
    measure: String(row.measure),
    quantity: String(row.quantity),
    price: String(row.price),
    priceWithoutVat: String(row.price_without_vat),
    vatRate: row.vat_rate === null ? null : Number(row.vat_rate),
    amountWithoutVat: String(row.amount_without_vat),
    vatAmount: String(row.vat_amount),
    amount: String(row.amount),
  }));
}

/** Sums per VAT rate (no rate first) and in all, added up in SQL numeric over the same lines. */
async function documentTotals(db: Queryable, orderIds: number[]) {
  const found = await queryRows<Row>(
    db,
    sql`WITH ${documentLinesCte(orderIds)}
        SELECT order_id, vat_rate, grouping(vat_rate) AS is_total, coalesce(sum(vat_amount), 0)::text AS vat_amount,
               coalesce(sum(amount), 0)::text AS amount, coalesce(sum(amount - vat_amount), 0)::text AS without_vat
          FROM doc_lines GROUP BY order_id, ROLLUP (vat_rate) ORDER BY order_id, is_total, vat_rate NULLS FIRST`,
  );
  const totals = new Map<
    number,
    Pick<OrderDocumentData, 'vatTotals' | 'total' | 'totalVat' | 'totalWithoutVat'>
  >();
  for (const [orderId, rows] of groupByOrder(found, (row) => row)) {
    const all = rows.find((row) => Number(row.is_total) === 1);
    totals.set(orderId, {
      vatTotals: rows
        .filter((row) => Number(row.is_total) === 0)
        .map((row) => ({
          rate: row.vat_rate === null ? null : Number(row.vat_rate),
          vatAmount: String(row.vat_amount),
          amount: String(row.amount),
        })),
      total: all ? String(all.amount) : '0.00',
      totalVat: all ? String(all.vat_amount) : '0.00',
      totalWithoutVat: all ? String(all.without_vat) : '0.00',
    });
  }
  return totals;
}

const NO_TOTALS = { vatTotals: [], total: '0.00', totalVat: '0.00', totalWithoutVat: '0.00' };

/** Everything the documents of these orders print, in three statements however many orders; a missing order is left out. */
export async function ordersDocumentData(db: Queryable, orderIds: number[]): Promise<OrderDocumentData[]> {
  if (orderIds.length === 0) return [];
  const rows = await queryRows<Row>(
    db,
    sql`SELECT o.id, o.number, o.status_id, to_char(o.created_at AT TIME ZONE s.time_zone, 'DD.MM.YYYY') AS ordered_on,
               k.number AS contract_number, o.sales_point_address,
               ${PARTY_COLUMNS('s')}, ${PARTY_COLUMNS('c')}
          FROM orders o ${PARTY_JOINS('s', 'supplier_organization_id')} ${PARTY_JOINS('c', 'client_organization_id')}
          LEFT JOIN contracts k ON k.id = o.contract_id
         WHERE o.id = ANY(${`{${orderIds.join(',')}}`}::bigint[])`,
  );
  const lines = await documentLines(db, orderIds);
  const totals = await documentTotals(db, orderIds);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return orderIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        orderId: id,
        orderNumber: Number(row.number),
        statusId: Number(row.status_id),
        orderedOn: String(row.ordered_on),
        contractNumber: text(row.contract_number),
        deliveryAddress: text(row.sales_point_address),
        supplier: toParty(row, 's'),
        client: toParty(row, 'c'),
        lines: lines.get(id) ?? [],
        ...(totals.get(id) ?? NO_TOTALS),
      },
    ];
  });
}

/** Everything an order's documents print; null when the order does not exist. */
export async function orderDocumentData(db: Queryable, orderId: number): Promise<OrderDocumentData | null> {
  return (await ordersDocumentData(db, [orderId]))[0] ?? null;
}

/**
 * The document's number and date, given when the order's status called for the document
 * (server/db/functions/numbers.sql); null when it has none. Reading never gives one.
 */
export async function documentNumber(db: Queryable, orderId: number, kind: 'invoice' | 'upd') {
  const [row] = await queryRows<Row>(
    db,
    sql`SELECT number, to_char(issued_on, 'DD.MM.YYYY') AS issued_on FROM order_documents
         WHERE order_id = ${orderId} AND kind = ${kind}`,
  );
  return row ? { number: Number(row.number), issuedOn: String(row.issued_on) } : null;
}
