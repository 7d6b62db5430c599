import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, expectErrorBody, type TestApp } from './support/app';

/**
 * Races on a real PostgreSQL server (PGlite runs one query at a time, so it cannot race; this file
 * runs only in the api-pg project, see vitest.config.ts):
 * parallel identical transitions, parallel line edits, stale optimistic versions.
 */
const N = 20;
let t: TestApp;
let anna: Client;
let dmitry: Client;

describe('races', () => {
  beforeAll(async () => {
    t = await createTestApp();
    anna = t.as(await t.login('anna@vkusdvor.demo'));
    dmitry = t.as(await t.login('dmitry@zorka.demo'));
  });
  afterAll(() => t.close());

  /** A fresh stocktaking of every good of the client, in counting: its lines and version. */
  async function countingStocktaking() {
    const created = await anna({
      method: 'POST',
      url: `/v1/stocktaking_docs/?sales_point_id=${t.id('sp:inventory_point')}`,
      payload: { comment: 'Гонки' },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const id: number = created.json().id;
    const added = await anna({
      method: 'POST',
      url: `/v1/stocktaking_docs/${id}/stocktaking_doc_line_items/bulk_create`,
      payload: { all_goods: true },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const lines = await anna({ method: 'GET', url: `/v1/stocktaking_docs/${id}/line_items?limit=10000` });
    const body = lines.json() as { version: number; items: { id: number }[] };
    expect(body.items.length).toBeGreaterThan(3);
    return { id, version: body.version, itemIds: body.items.map((item) => item.id) };
  }

  const facts = async (docId: number) =>
    (
      await t.database.query<{ fact: string | null }>(
        'SELECT fact_quantity::text AS fact FROM stocktaking_doc_line_items WHERE doc_id = $1 ORDER BY id',
        [docId],
      )
    ).map((row) => row.fact);

  it(`${N} parallel identical contract transitions: one succeeds, ${N - 1} get 409, one history row`, async () => {
    const contract = t.id('contract:dairy');
    const [{ status }] = await t.database.query<{ status: number }>(
      'SELECT status_id::int AS status FROM contracts WHERE id = $1',
      [contract],
    );
    const target = status === 4 ? 3 : 4; // active ⇄ suspended
    const historyBefore = await t.database.query(
      'SELECT id FROM contract_status_history WHERE contract_id = $1',
      [contract],
    );
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        dmitry({
          method: 'PUT',
          url: `/v1/supplier/contracts/${contract}/status?organization_id=${t.id('org:dairy')}&target_status_id=${target}`,
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(
      codes.filter((code) => code === 200),
      codes.join(','),
    ).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectErrorBody(res, 409);
    const history = await t.database.query<{ from: number; to: number }>(
      'SELECT from_status_id::int AS "from", to_status_id::int AS "to" FROM contract_status_history WHERE contract_id = $1',
      [contract],
    );
    expect(history.length - historyBefore.length).toBe(1);
    expect(history.at(-1)).toEqual({ from: status, to: target });
  });

  it(`${N} parallel edits of every line, each retried on 409: the result is one serial order`, async () => {
    const doc = await countingStocktaking();
    const edit = async (value: number) => {
      for (let attempt = 0; attempt < 200; attempt++) {
        const lines = await anna({
          method: 'GET',
          url: `/v1/stocktaking_docs/${doc.id}/line_items?limit=10000`,
        });
        const version: number = lines.json().version;
        const res = await anna({
          method: 'PUT',
          url: `/v1/stocktaking_docs/${doc.id}/stocktaking_doc_line_items/fact/bulk_update`,
          payload: {
            version,
            items: doc.itemIds.map((item_id) => ({ item_id, fact_quantity: String(value) })),
          },
        });
        if (res.statusCode === 200) return res.json().version as number;
        expectErrorBody(res, 409);
      }
      throw new Error(`edit ${value} never went through`);
    };
    const versions = await Promise.all(Array.from({ length: N }, (_, i) => edit(i + 1)));
    // Every edit applied exactly once, one after another …
    expect([...versions].sort((a, b) => a - b)).toEqual(
      Array.from({ length: N }, (_, i) => doc.version + i + 1),
    );
    // … and the lines all hold the values of the edit applied last: never a mix of two edits.
    const last = versions.indexOf(Math.max(...versions)) + 1;
    expect(new Set(await facts(doc.id))).toEqual(new Set([`${last}.000`]));
  });

  it(`${N} parallel edits from the same stale page: one succeeds, the rest get 409 and change nothing`, async () => {
    const doc = await countingStocktaking();
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        anna({
          method: 'PUT',
          url: `/v1/stocktaking_docs/${doc.id}/stocktaking_doc_line_items/fact/bulk_update`,
          payload: {
            version: doc.version,
            items: doc.itemIds.map((item_id) => ({ item_id, fact_quantity: String(i + 1) })),
          },
        }),
      ),
    );
    const winners = answers.flatMap((res, i) => (res.statusCode === 200 ? [i + 1] : []));
    expect(winners).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(expectErrorBody(res, 409).code).toBe('STALE_VERSION');
    }
    expect(new Set(await facts(doc.id))).toEqual(new Set([`${winners[0]}.000`]));
  });

  it('a stale optimistic version is a 409 and leaves the newer edit in place', async () => {
    const doc = await countingStocktaking();
    const [first] = doc.itemIds;
    const put = (version: number, fact: string) =>
      anna({
        method: 'PUT',
        url: `/v1/stocktaking_docs/${doc.id}/stocktaking_doc_line_items/fact/bulk_update`,
        payload: { version, items: [{ item_id: first, fact_quantity: fact }] },
      });
    expect((await put(doc.version, '5')).statusCode).toBe(200);
    expect(expectErrorBody(await put(doc.version, '7'), 409).code).toBe('STALE_VERSION');
    const [row] = await t.database.query<{ fact: string }>(
      'SELECT fact_quantity::text AS fact FROM stocktaking_doc_line_items WHERE id = $1',
      [first],
    );
    expect(row.fact).toBe('5.000');
  });
});
