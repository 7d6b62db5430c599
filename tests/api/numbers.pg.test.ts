import { ORDER_STATUSES } from '@contract/statuses';
import { describe, expect, it } from 'vitest';
import { bigEnoughOrder, withOrderFixture } from './orders/fixture';
import type { Client } from './support/app';

/**
 * Numbered documents made at the same moment on a real PostgreSQL server (PGlite runs one query at
 * a time and hides the race): every one is made, each with its own number, the next ones in its
 * organization's sequence (issue 41).
 */
const N = 50;
const { t, f, buyer, supplier, anna } = withOrderFixture({ buyer: 'igor', supplier: 'elena', anna: 'anna' });

const all = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: N }, (_, i) => make(i)));

async function lastNumber(table: string, org: number, column = 'organization_id') {
  const [row] = await t.database.query<{ n: number }>(
    `SELECT coalesce(max(number), 0)::int AS n FROM ${table} WHERE ${column} = $1`,
    [org],
  );
  return row.n;
}

/** N creations at once: all 201, and their numbers are the next N of the sequence. */
async function expectNextNumbers(
  create: (i: number) => ReturnType<Client>,
  numberOf: (id: number) => Promise<number | null>,
  before: number,
) {
  const answers = await all(create);
  const codes = answers.map((res) => res.statusCode);
  expect(
    codes.filter((code) => code !== 201),
    answers.find((res) => res.statusCode !== 201)?.body,
  ).toEqual([]);
  const numbers = await Promise.all(answers.map((res) => numberOf(res.json().id)));
  expect([...numbers].sort((a, b) => Number(a) - Number(b))).toEqual(
    Array.from({ length: N }, (_, i) => before + i + 1),
  );
}

const numberIn = (table: string) => async (id: number) =>
  (await t.database.query<{ n: number }>(`SELECT number AS n FROM ${table} WHERE id = $1`, [id]))[0].n;

const documentNumber = (kind: 'invoice' | 'upd') => async (orderId: number) =>
  (
    await t.database.query<{ n: number }>(
      'SELECT number AS n FROM order_documents WHERE order_id = $1 AND kind = $2',
      [orderId, kind],
    )
  )[0]?.n ?? null;

const lastDocument = async (kind: 'invoice' | 'upd') =>
  (
    await t.database.query<{ n: number }>(
      'SELECT coalesce(max(number), 0)::int AS n FROM order_documents WHERE supplier_organization_id = $1 AND kind = $2',
      [f.dairy, kind],
    )
  )[0].n;

describe(`${N} numbered documents made at once in one organization`, () => {
  it('expenses', async () => {
    const org = t.id('org:client');
    await expectNextNumbers(
      (i) =>
        anna({
          method: 'POST',
          url: `/v1/expense_docs/?organization_id=${org}`,
          payload: {
            type: 1,
            date: '2026-11-20',
            amount: `${i + 1}`,
            category_id: t.id('expense_category:rent'),
          },
        }),
      numberIn('expense_docs'),
      await lastNumber('expense_docs', org),
    );
  });

  it('write-offs', async () => {
    await expectNextNumbers(
      () =>
        anna({
          method: 'POST',
          url: `/v1/write_off_docs?sales_point_id=${t.id('sp:inventory_point')}`,
          payload: { comment: 'Одновременно' },
        }),
      numberIn('write_off_docs'),
      await lastNumber('write_off_docs', t.id('org:client')),
    );
  });

  it('stocktakings', async () => {
    await expectNextNumbers(
      () =>
        anna({
          method: 'POST',
          url: `/v1/stocktaking_docs/?sales_point_id=${t.id('sp:inventory_point')}`,
          payload: { comment: 'Одновременно' },
        }),
      numberIn('stocktaking_docs'),
      await lastNumber('stocktaking_docs', t.id('org:client')),
    );
  });

  it('orders sent, each with its invoice', async () => {
    const orders = await lastNumber('orders', f.dairy, 'supplier_organization_id');
    const invoices = await lastDocument('invoice');
    const sent: number[] = [];
    await expectNextNumbers(
      async () => {
        const res = await buyer({
          method: 'POST',
          url: `/v1/client/orders/expanded?organization_id=${f.client}`,
          payload: bigEnoughOrder(f, { send: true }),
        });
        if (res.statusCode === 201) sent.push(res.json().id);
        return res;
      },
      numberIn('orders'),
      orders,
    );
    const numbers = await Promise.all(sent.map(documentNumber('invoice')));
    expect(numbers.sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: N }, (_, i) => invoices + i + 1),
    );
  });

  it('УПД of orders delivered at once', async () => {
    const ids = (
      await t.database.query<{ id: number }>(
        `SELECT id FROM orders WHERE supplier_organization_id = $1 AND status_id = $2 ORDER BY id DESC LIMIT ${N}`,
        [f.dairy, ORDER_STATUSES.byKey.sent.id],
      )
    ).map((row) => Number(row.id));
    expect(ids).toHaveLength(N);
    await t.database.query('UPDATE orders SET status_id = $1 WHERE id = ANY($2::bigint[])', [
      ORDER_STATUSES.byKey.executing.id,
      ids,
    ]);
    const before = await lastDocument('upd');
    const answers = await Promise.all(
      ids.map((id) =>
        supplier({
          method: 'PUT',
          url: `/v1/supplier/orders/${id}/change_status?target_status_id=${ORDER_STATUSES.byKey.delivered.id}`,
          payload: {},
        }),
      ),
    );
    expect(
      answers.filter((res) => res.statusCode !== 200).map((res) => res.body),
      'all delivered',
    ).toEqual([]);
    const numbers = await Promise.all(ids.map(documentNumber('upd')));
    expect(numbers.sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: N }, (_, i) => before + i + 1),
    );
  });
});
