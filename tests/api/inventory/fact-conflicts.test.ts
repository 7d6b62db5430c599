import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const { t, olga, anna } = withTestApp(['olga', 'anna']);
const url = (path = '') => `/v1/stocktaking_docs${path}`;
const save = (id: number) => url(`/${id}/stocktaking_doc_line_items/fact/bulk_update`);

/** A new document of the inventory point with the milk and the cream lines. */
async function twoLines() {
  const opening = await olga({ method: 'GET', url: url(`/${t.id('stocktaking:opening')}/line_items`) });
  const goods = (opening.json().items as { good_id: number; good_name: string }[])
    .filter((l) => l.good_name === 'Молоко 3,2 %' || l.good_name === 'Сливки 33 %')
    .map((l) => l.good_id);
  const created = await olga({
    method: 'POST',
    url: url(`/?sales_point_id=${t.id('sp:inventory_point')}`),
    payload: {},
  });
  const id = created.json().id as number;
  await olga({
    method: 'POST',
    url: url(`/${id}/stocktaking_doc_line_items/bulk_create`),
    payload: { good_ids: goods },
  });
  const lines = await olga({ method: 'GET', url: url(`/${id}/line_items`) });
  const [milk, cream] = (lines.json().items as { id: number }[]).map((l) => l.id);
  return { id, milk: milk as number, cream: cream as number, version: lines.json().version as number };
}

const facts = async (id: number) =>
  new Map(
    (
      (await olga({ method: 'GET', url: url(`/${id}/line_items`) })).json().items as {
        id: number;
        fact_quantity: string | null;
      }[]
    ).map((l) => [l.id, l.fact_quantity]),
  );

describe('a fact counted on two devices (issue 46)', () => {
  it('saves a fact whose base is still the server’s, without the document version', async () => {
    const doc = await twoLines();
    const res = await olga({
      method: 'PUT',
      url: save(doc.id),
      payload: { items: [{ item_id: doc.milk, fact_quantity: '5', base_fact_quantity: null }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ updated: 1, refused: [], conflicts: [] });
    expect((await facts(doc.id)).get(doc.milk)).toBe('5.000');
  });

  it('answers a line changed on another device as a conflict with both values and saves the rest', async () => {
    const doc = await twoLines();
    // The second phone counts the milk first.
    await anna({
      method: 'PUT',
      url: save(doc.id),
      payload: { items: [{ item_id: doc.milk, fact_quantity: '7', base_fact_quantity: null }] },
    });
    const res = await olga({
      method: 'PUT',
      url: save(doc.id),
      payload: {
        items: [
          { item_id: doc.milk, fact_quantity: '5', base_fact_quantity: null },
          { item_id: doc.cream, fact_quantity: '2', base_fact_quantity: null },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      updated: 1,
      conflicts: [
        { item_id: doc.milk, good_name: 'Молоко 3,2 %', fact_quantity: '5', server_fact_quantity: '7.000' },
      ],
    });
    expect([...(await facts(doc.id)).values()].sort()).toEqual(['2.000', '7.000']);

    // The storekeeper keeps their own value: sent again over the server's one.
    const kept = await olga({
      method: 'PUT',
      url: save(doc.id),
      payload: { items: [{ item_id: doc.milk, fact_quantity: '5', base_fact_quantity: '7.000' }] },
    });
    expect(kept.json()).toMatchObject({ updated: 1, conflicts: [] });
    expect((await facts(doc.id)).get(doc.milk)).toBe('5.000');
  });

  it('takes a fact sent again after a lost answer as saved, not as a conflict', async () => {
    const doc = await twoLines();
    const body = { items: [{ item_id: doc.cream, fact_quantity: '3', base_fact_quantity: null }] };
    await olga({ method: 'PUT', url: save(doc.id), payload: body });
    const again = await olga({ method: 'PUT', url: save(doc.id), payload: body });
    expect(again.json()).toMatchObject({ conflicts: [] });
    expect((await facts(doc.id)).get(doc.cream)).toBe('3.000');
  });

  it('answers a save repeated with its Idempotency-Key with the first answer', async () => {
    const doc = await twoLines();
    const call = () =>
      olga({
        method: 'PUT',
        url: save(doc.id),
        headers: { 'idempotency-key': `facts-${doc.id}-1` },
        payload: { items: [{ item_id: doc.cream, fact_quantity: '4', base_fact_quantity: null }] },
      });
    const first = await call();
    const second = await call();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
  });

  it('still needs the version without bases, and still refuses a stale one', async () => {
    const doc = await twoLines();
    const bare = await olga({
      method: 'PUT',
      url: save(doc.id),
      payload: { items: [{ item_id: doc.milk, fact_quantity: '1' }] },
    });
    expect(expectErrorBody(bare, 422).fields).toHaveProperty('version');
    const stale = await olga({
      method: 'PUT',
      url: save(doc.id),
      payload: {
        version: doc.version - 1,
        items: [{ item_id: doc.milk, fact_quantity: '1', base_fact_quantity: null }],
      },
    });
    expect(expectErrorBody(stale, 409).code).toBe('STALE_VERSION');
    expect((await facts(doc.id)).get(doc.milk)).toBeNull();
  });
});
