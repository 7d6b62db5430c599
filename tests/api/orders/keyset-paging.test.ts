import { ORDER_SORT_FIELDS, type OrderSortField } from '@contract/orders';
import { batchesIn, type OrderBatches } from '@server/areas/orders/export';
import type { OrderCursor } from '@server/areas/orders/list-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../support/with-test-app';

// The Excel export reads the list a batch a transaction, each batch after the last order written.
// Whatever the sort, the batches must give the list's orders once each and in the list's order —
// ties and orders without a delivery time included.
const { t } = withTestApp([]);
let scope: { readable: number[]; updatable: number[] };

beforeAll(async () => {
  const client = t.id('org:client');
  scope = { readable: [client], updatable: [] };
  const orders = await t.database.query<{ id: number }>(
    'SELECT id FROM orders WHERE client_organization_id = $1 ORDER BY id',
    [client],
  );
  expect(orders.length).toBeGreaterThanOrEqual(8);
  // Ties on every sorted column and a few orders without a delivery time.
  await t.database.query(
    `UPDATE orders SET total_amount = 5000, total_lines_counter = 3, due_delivery_datetime = NULL
      WHERE id = ANY($1::int[])`,
    [orders.filter((_, i) => i % 3 === 0).map((o) => o.id)],
  );
  await t.database.query(
    `UPDATE orders SET created_at = (SELECT min(created_at) FROM orders WHERE client_organization_id = $1)
      WHERE id = ANY($2::int[])`,
    [client, orders.filter((_, i) => i % 4 === 1).map((o) => o.id)],
  );
});

const sorts: { field?: OrderSortField; direction: 'asc' | 'desc' }[] = [
  { direction: 'asc' },
  ...ORDER_SORT_FIELDS.flatMap((field) => [
    { field, direction: 'asc' as const },
    { field, direction: 'desc' as const },
  ]),
];

/** The ids of every batch from the cursor on, three orders a batch. */
async function readOn(batches: OrderBatches, after: OrderCursor | undefined, between = async () => {}) {
  const ids: number[] = [];
  for (let cursor = after; ; ) {
    const { items, next } = await batches(cursor, 3);
    ids.push(...items.map((o) => o.id));
    if (items.length < 3 || !next) return ids;
    cursor = next;
    await between();
  }
}

const ids = (batch: { items: { id: number }[] }) => batch.items.map((o) => o.id);

describe('an export read a batch at a time', () => {
  it.each(sorts)(
    'gives every order once, in the list’s order (sort $field $direction)',
    async ({ field, direction }) => {
      const batches = batchesIn(t.database.db, scope, 'client', { order_field: field, order_by: direction });
      const whole = ids(await batches(undefined, 1000));
      expect(await readOn(batches, undefined)).toEqual(whole);
    },
  );

  it('neither repeats nor skips an order when a new one arrives between batches', async () => {
    const batches = batchesIn(t.database.db, scope, 'client', { order_by: 'asc' });
    const first = await batches(undefined, 3);
    const before = ids(await batches(undefined, 1000));
    // The newest order comes first in the default sort: a new one lands before the batch read.
    const [{ id: newest }] = await t.database.query<{ id: number }>(
      `INSERT INTO orders (client_organization_id, supplier_organization_id, sales_point_id, sales_point_name,
                           status_id, created_by, created_at)
       SELECT client_organization_id, supplier_organization_id, sales_point_id, sales_point_name,
              status_id, created_by, now() + interval '1 minute'
         FROM orders o WHERE id = $1 RETURNING id`,
      [first.items[0].id],
    );
    const rest = await readOn(batches, first.next ?? undefined);
    expect([...ids(first), ...rest]).toEqual(before);
    expect(rest).not.toContain(newest);
  });

  it('goes on after the last order written when that order is deleted before the next batch', async () => {
    const batches = batchesIn(t.database.db, scope, 'client', {
      order_field: 'total_amount',
      order_by: 'asc',
    });
    const whole = ids(await batches(undefined, 1000));
    const first = await batches(undefined, 3);
    const last = first.items[2].id;
    await t.database.query('DELETE FROM orders WHERE id = $1', [last]);
    const rest = await readOn(batches, first.next ?? undefined);
    expect([...ids(first), ...rest]).toEqual(whole);
  });
});
