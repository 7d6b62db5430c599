import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const N = 10_000;
const { t, olga } = withTestApp(['olga']);
let docId: number;
let categoryId: number;
const url = (path = '') => `/v1/stocktaking_docs/${docId}${path}`;

beforeAll(async () => {
  const org = t.id('org:client');
  const [category] = await t.database.query<{ id: string }>(
    `INSERT INTO good_categories (organization_id, name) VALUES ($1, 'Склад: 10 000 позиций') RETURNING id`,
    [org],
  );
  categoryId = Number(category.id);
  await t.database.query(
    `INSERT INTO goods (organization_id, name, code, measure_id, category_id, base_price)
     SELECT $1, 'Позиция ' || n, 'BULK-' || n, 2, $2, (n % 500 + 1)::numeric FROM generate_series(1, ${N}) n`,
    [org, categoryId],
  );
  const created = await olga({
    method: 'POST',
    url: `/v1/stocktaking_docs/?sales_point_id=${t.id('sp:inventory_point')}`,
    payload: { comment: 'Большой склад' },
  });
  docId = created.json().id;
});

const lineItems = async () => {
  const res = await olga({ method: 'GET', url: url('/line_items?limit=10000') });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    version: number;
    total: number;
    items: { id: number; good_id: number; fact_quantity: string | null }[];
  };
};

describe('bulk operations of 10 000 lines are one transaction each', () => {
  it('adds nothing when one of 10 000 goods belongs to another organization', async () => {
    const [{ ids }] = await t.database.query<{ ids: string[] }>(
      'SELECT array_agg(id ORDER BY id) AS ids FROM goods WHERE category_id = $1',
      [categoryId],
    );
    const [foreign] = await t.database.query<{ id: string }>(
      `INSERT INTO goods (organization_id, name) VALUES ($1, 'Чужой товар') RETURNING id`,
      [t.id('org:dairy')],
    );
    const goodIds = [...ids.slice(0, N - 1).map(Number), Number(foreign.id)];
    const res = await olga({
      method: 'POST',
      url: url('/stocktaking_doc_line_items/bulk_create'),
      payload: { good_ids: goodIds },
    });
    expect(expectErrorBody(res, 422).detail).toMatch(String(foreign.id));
    expect((await lineItems()).total).toBe(0);
  });

  it('adds a whole category of 10 000 goods and skips duplicates on a second call', async () => {
    const first = await olga({
      method: 'POST',
      url: url('/stocktaking_doc_line_items/bulk_create'),
      payload: { category_id: categoryId },
    });
    expect(first.json()).toMatchObject({ added: N });
    const again = await olga({
      method: 'POST',
      url: url('/stocktaking_doc_line_items/bulk_create'),
      payload: { category_id: categoryId },
    });
    expect(again.json()).toMatchObject({ added: 0 });
    expect((await lineItems()).items).toHaveLength(N);
  });

  it('applies no fact when one of 10 000 items is unknown, and all of them otherwise', async () => {
    const { version, items } = await lineItems();
    const facts = items.map((line, i) => ({ item_id: line.id, fact_quantity: String(i % 50) }));
    const bad = [...facts.slice(0, N - 1), { item_id: 987_654_321, fact_quantity: '1' }];
    const refused = await olga({
      method: 'PUT',
      url: url('/stocktaking_doc_line_items/fact/bulk_update'),
      payload: { version, items: bad },
    });
    expect(expectErrorBody(refused, 422).detail).toMatch(/987654321/);
    const untouched = await lineItems();
    expect(untouched.items.every((l) => l.fact_quantity === null)).toBe(true);
    expect(untouched.version).toBe(version);

    const saved = await olga({
      method: 'PUT',
      url: url('/stocktaking_doc_line_items/fact/bulk_update'),
      payload: { version, items: facts },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ updated: N, version: version + 1, totals: { counted_count: N } });
    const tooMany = await olga({
      method: 'PUT',
      url: url('/stocktaking_doc_line_items/fact/bulk_update'),
      payload: { version: version + 1, items: [...facts, facts[0]] },
    });
    expectErrorBody(tooMany, 422);
  });

  it('deletes lines all together or not at all', async () => {
    const { items } = await lineItems();
    const ids = items.slice(0, 3).map((l) => l.id);
    expectErrorBody(
      await olga({
        method: 'DELETE',
        url: url(`/stocktaking_doc_line_items/?item_ids=${[...ids, 1].join(',')}`),
      }),
      422,
    );
    expect((await lineItems()).total).toBe(N);
    const res = await olga({
      method: 'DELETE',
      url: url(`/stocktaking_doc_line_items/?item_ids=${ids.join(',')}`),
    });
    expect(res.json()).toMatchObject({ deleted: 3 });
    expect((await lineItems()).total).toBe(N - 3);
  });
});
