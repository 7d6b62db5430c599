import { ORDER_SORT_FIELDS, type OrderSortField } from '@contract/orders';
import { batchesIn } from '@server/areas/orders/export';
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

describe('an export read a batch at a time', () => {
  it.each(sorts)(
    'gives every order once, in the list’s order (sort $field $direction)',
    async ({ field, direction }) => {
      const query = { order_field: field, order_by: direction };
      const db = t.database.db;
      const whole = (await batchesIn(db, scope, 'client', query)(undefined, 1000)).map((o) => o.id);
      const batched: number[] = [];
      for (let afterId: number | undefined; ; ) {
        const batch = await batchesIn(db, scope, 'client', query)(afterId, 3);
        batched.push(...batch.map((o) => o.id));
        if (batch.length < 3) break;
        afterId = batch[batch.length - 1].id;
      }
      expect(batched).toEqual(whole);
    },
  );

  it('neither repeats nor skips an order when a new one arrives between batches', async () => {
    const batches = batchesIn(t.database.db, scope, 'client', { order_by: 'asc' });
    const first = await batches(undefined, 3);
    const before = (await batches(undefined, 1000)).map((o) => o.id);
    // The newest order comes first in the default sort: a new one lands before the batch read.
    const [{ id: newest }] = await t.database.query<{ id: number }>(
      `INSERT INTO orders (client_organization_id, supplier_organization_id, sales_point_id, sales_point_name,
                           number, status_id, created_by, created_at)
       SELECT client_organization_id, supplier_organization_id, sales_point_id, sales_point_name,
              (SELECT max(number) + 1 FROM orders WHERE client_organization_id = o.client_organization_id),
              status_id, created_by, now() + interval '1 minute'
         FROM orders o WHERE id = $1 RETURNING id`,
      [first[0].id],
    );
    const rest: number[] = [];
    for (let afterId = first[first.length - 1].id; ; ) {
      const batch = await batches(afterId, 3);
      rest.push(...batch.map((o) => o.id));
      if (batch.length < 3) break;
      afterId = batch[batch.length - 1].id;
    }
    expect([...first.map((o) => o.id), ...rest]).toEqual(before);
    expect(rest).not.toContain(newest);
  });
});
