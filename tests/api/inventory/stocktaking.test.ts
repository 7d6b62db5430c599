import { describe, expect, it } from 'vitest';
import { type Client, expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const { t, anna, olga, dmitry } = withTestApp(['anna', 'olga', 'dmitry']);
const url = (path = '') => `/v1/stocktaking_docs${path}`;

async function goodIdsByName(...names: string[]) {
  const res = await anna({ method: 'GET', url: url(`/${t.id('stocktaking:opening')}/line_items`) });
  const lines: { good_id: number; good_name: string }[] = res.json().items;
  return names.map((name) => {
    const line = lines.find((l) => l.good_name === name);
    if (!line) throw new Error(`no good ${name}`);
    return line.good_id;
  });
}

async function newDoc(client: Client, body: Record<string, unknown> = {}) {
  const res = await client({
    method: 'POST',
    url: url(`/?sales_point_id=${t.id('sp:inventory_point')}`),
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; version: number; status_id: number };
}

async function lines(client: Client, id: number) {
  const res = await client({ method: 'GET', url: url(`/${id}/line_items?limit=10000`) });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    version: number;
    total: number;
    items: {
      id: number;
      good_id: number;
      book_quantity: string | null;
      fact_quantity: string | null;
      variance_quantity: string | null;
      variance_amount: string | null;
    }[];
  };
}

const setStatus = (client: Client, id: number, target: number) =>
  client({ method: 'PUT', url: url(`/${id}/status/?target_status_id=${target}`) });

describe('stocktaking variance', () => {
  it('matches a hand-computed example: book = opening count − accounted write-off', async () => {
    // Opening count: milk 10, cream 17, sour cream 24; the accounted write-off took 1, 2 and 3.
    const [milk, cream, sourCream] = await goodIdsByName('Молоко 3,2 %', 'Сливки 33 %', 'Сметана 20 %');
    const doc = await newDoc(olga);
    const added = await olga({
      method: 'POST',
      url: url(`/${doc.id}/stocktaking_doc_line_items/bulk_create`),
      payload: { good_ids: [milk, cream, sourCream, milk] },
    });
    expect(added.json()).toMatchObject({ added: 3, skipped: 0 });
    const before = await lines(olga, doc.id);
    const byGood = new Map(before.items.map((l) => [l.good_id, l]));
    expect(byGood.get(milk)?.book_quantity).toBe('9.000');
    expect(byGood.get(cream)?.book_quantity).toBe('15.000');
    expect(byGood.get(sourCream)?.book_quantity).toBe('21.000');

    const saved = await olga({
      method: 'PUT',
      url: url(`/${doc.id}/stocktaking_doc_line_items/fact/bulk_update`),
      payload: {
        version: before.version,
        items: [
          { item_id: byGood.get(milk)?.id, fact_quantity: '10,5' },
          { item_id: byGood.get(cream)?.id, fact_quantity: 12 },
          { item_id: byGood.get(sourCream)?.id, fact_quantity: '21' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    // Milk +1.5 × 89.00 = 133.50 surplus; cream −3 × 520.00 = 1560.00 shortage; sour cream exact.
    expect(saved.json().totals).toEqual({
      lines_count: 3,
      counted_count: 3,
      variance_count: 2,
      surplus_amount: '133.50',
      shortage_amount: '1560.00',
    });
    const after = new Map((await lines(olga, doc.id)).items.map((l) => [l.good_id, l]));
    expect(after.get(milk)).toMatchObject({ variance_quantity: '1.500', variance_amount: '133.50' });
    expect(after.get(cream)).toMatchObject({ variance_quantity: '-3.000', variance_amount: '-1560.00' });
    expect(after.get(sourCream)).toMatchObject({ variance_quantity: '0.000', variance_amount: '0.00' });
    const header = await olga({ method: 'GET', url: url(`/${doc.id}`) });
    expect(header.json().totals).toMatchObject({ surplus_amount: '133.50', shortage_amount: '1560.00' });
  });

  it('refuses a fractional count of a piece good by its name and a stale version, changing nothing', async () => {
    const [eggs] = await goodIdsByName('Яйцо куриное С0');
    const doc = await newDoc(olga);
    await olga({
      method: 'POST',
      url: url(`/${doc.id}/stocktaking_doc_line_items/bulk_create`),
      payload: { good_ids: [eggs] },
    });
    const { version, items } = await lines(olga, doc.id);
    const fraction = await olga({
      method: 'PUT',
      url: url(`/${doc.id}/stocktaking_doc_line_items/fact/bulk_update`),
      payload: { version, items: [{ item_id: items[0].id, fact_quantity: '2.5' }] },
    });
    expect(fraction.json()).toMatchObject({
      updated: 0,
      version,
      refused: [
        { item_id: items[0].id, good_name: 'Яйцо куриное С0', detail: expect.stringMatching(/целым/) },
      ],
    });
    const stale = await olga({
      method: 'PUT',
      url: url(`/${doc.id}/stocktaking_doc_line_items/fact/bulk_update`),
      payload: { version: version - 1, items: [{ item_id: items[0].id, fact_quantity: '2' }] },
    });
    expect(expectErrorBody(stale, 409).code).toBe('STALE_VERSION');
    expect((await lines(olga, doc.id)).items[0].fact_quantity).toBeNull();
  });

  it('saves the good lines of a bulk update and refuses the bad one by the good’s name', async () => {
    const names = ['Яйцо куриное С0', 'Молоко 3,2 %', 'Сливки 33 %', 'Сметана 20 %'];
    const goods = await goodIdsByName(...names);
    const doc = await newDoc(olga);
    await olga({
      method: 'POST',
      url: url(`/${doc.id}/stocktaking_doc_line_items/bulk_create`),
      payload: { good_ids: goods },
    });
    const before = await lines(olga, doc.id);
    const lineOf = (good: number) => before.items.find((l) => l.good_id === good)?.id as number;
    const [eggs, milk, cream, sourCream] = goods.map(lineOf);
    const res = await olga({
      method: 'PUT',
      url: url(`/${doc.id}/stocktaking_doc_line_items/fact/bulk_update`),
      payload: {
        version: before.version,
        items: [
          { item_id: eggs, fact_quantity: '1,5' },
          { item_id: milk, fact_quantity: '7' },
          { item_id: cream, fact_quantity: '12,5' },
          { item_id: sourCream, fact_quantity: '3' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ updated: 3, totals: { counted_count: 3 } });
    expect(body.version).toBeGreaterThan(before.version);
    expect(body.refused).toEqual([
      { item_id: eggs, good_name: 'Яйцо куриное С0', detail: expect.stringContaining('«Яйцо куриное С0»') },
    ]);
    expect(body.refused[0].detail).not.toMatch(/строк/);
    const facts = new Map((await lines(olga, doc.id)).items.map((l) => [l.id, l.fact_quantity]));
    expect([eggs, milk, cream, sourCream].map((i) => facts.get(i))).toEqual([
      null,
      '7.000',
      '12.500',
      '3.000',
    ]);
  });
});

describe('stocktaking statuses', () => {
  it('refuses accounting without stocktaking_docs_client_u_accounting and lets the admin account it', async () => {
    const id = t.id('stocktaking:counted');
    const refused = await setStatus(olga, id, 4);
    expect(expectErrorBody(refused, 403).detail).toMatch(/Проведение инвентаризаций/);
    expect((await olga({ method: 'GET', url: url(`/${id}`) })).json().status.status).toBe('counted');

    const shortageBefore = (await anna({ method: 'GET', url: url(`/${id}`) })).json().totals.shortage_amount;
    const accounted = await setStatus(anna, id, 4);
    expect(accounted.statusCode).toBe(200);
    expect(accounted.json()).toMatchObject({ status: { status: 'accounted' }, next_status_ids: [] });
    // The accounted document keeps its variance; the stock is reset to its facts.
    expect(accounted.json().totals.shortage_amount).toBe(shortageBefore);
    const counted = await lines(anna, id);
    const doc = await newDoc(anna);
    await anna({
      method: 'POST',
      url: url(`/${doc.id}/stocktaking_doc_line_items/bulk_create`),
      payload: { good_ids: counted.items.map((l) => l.good_id) },
    });
    const fresh = new Map((await lines(anna, doc.id)).items.map((l) => [l.good_id, l.book_quantity]));
    for (const line of counted.items) expect(fresh.get(line.good_id)).toBe(line.fact_quantity);
  });

  it('answers 409 for a transition the table does not allow', async () => {
    const doc = await newDoc(olga);
    const res = await setStatus(olga, doc.id, 3);
    expect(expectErrorBody(res, 409).detail).toMatch(/«Черновик» в «Подсчитана»/);
  });

  it('refuses to finish counting a document without lines (issue 20)', async () => {
    const doc = await newDoc(olga);
    expect((await setStatus(olga, doc.id, 2)).statusCode).toBe(200);
    const empty = await setStatus(olga, doc.id, 3);
    expect(expectErrorBody(empty, 409).code).toBe('NOTHING_TO_COUNT');
    expect((await olga({ method: 'GET', url: url(`/${doc.id}`) })).json().status.status).toBe('counting');
  });

  it('hides expected quantities of a blind count from the counter only', async () => {
    const [milk] = await goodIdsByName('Молоко 3,2 %');
    const doc = await newDoc(anna, { blind_count: true, comment: 'Слепой подсчёт' });
    await anna({
      method: 'POST',
      url: url(`/${doc.id}/stocktaking_doc_line_items/bulk_create`),
      payload: { good_ids: [milk] },
    });
    expect((await lines(olga, doc.id)).items[0].book_quantity).toBeNull();
    expect((await olga({ method: 'GET', url: url(`/${doc.id}`) })).json()).toMatchObject({
      book_hidden: true,
      totals: { surplus_amount: null },
    });
    expect((await lines(anna, doc.id)).items[0].book_quantity).not.toBeNull();
    const unblind = await olga({
      method: 'PUT',
      url: url(`/${doc.id}?sales_point_id=${t.id('sp:inventory_point')}`),
      payload: { blind_count: false },
    });
    expectErrorBody(unblind, 403);
  });
});

describe('tenant isolation', () => {
  it('answers 404 for another organization’s stocktaking and its lines', async () => {
    const id = t.id('stocktaking:opening');
    expectErrorBody(await dmitry({ method: 'GET', url: url(`/${id}`) }), 404);
    expectErrorBody(await dmitry({ method: 'GET', url: url(`/${id}/line_items`) }), 404);
    expectErrorBody(await dmitry({ method: 'PUT', url: url(`/${id}/status/?target_status_id=5`) }), 404);
    const list = await dmitry({ method: 'GET', url: url('/') });
    expect(list.json()).toEqual({ items: [], total: 0 });
  });

  it('validates list parameters and line limits', async () => {
    expectErrorBody(await olga({ method: 'GET', url: url('/?order_field=name') }), 422);
    expectErrorBody(await olga({ method: 'GET', url: url('/?limit=10000') }), 422);
    expectErrorBody(
      await olga({ method: 'GET', url: url(`/${t.id('stocktaking:opening')}/line_items?limit=10001`) }),
      422,
    );
    expectErrorBody(await olga({ method: 'GET', url: url('/?date_from=2026-02-30') }), 422);
    const ok = await olga({ method: 'GET', url: url(`/?status_ids=3,4&limit=5`) });
    expect(ok.json().total).toBe(2);
  });
});
