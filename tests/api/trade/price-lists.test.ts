import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';
import { partnerUp, registerClient } from './helpers';

const { t, tokens, dairy, veg, anna } = withTestApp({ dairy: 'dmitry', veg: 'sergey', anna: 'anna' });
let other: { token: string; organizationId: number };
let otherListId: number;
beforeAll(async () => {
  other = await registerClient(t, 'owner@kafe-les.ru', 'Кафе «Лес»', '7702345672');
  await partnerUp(t, tokens.dairy, t.id('org:dairy'), other, 'owner@kafe-les.ru');
  const created = await dairy({
    method: 'POST',
    url: `/v1/supplier/price_lists/?organization_id=${t.id('org:dairy')}`,
    payload: [{ client_organization_id: other.organizationId, name: 'Для «Леса»' }],
  });
  otherListId = created.json()[0].id;
  await fillAndActivate(otherListId);
});

const client = (path: string, org = t.id('org:client')) =>
  `/v1/client/price_lists${path}${path.includes('?') ? '&' : '?'}organization_id=${org}`;
const supplier = (path: string, org = t.id('org:dairy')) =>
  `/v1/supplier/price_lists${path}${path.includes('?') ? '&' : '?'}organization_id=${org}`;

/** Puts one of the supplier's goods into the list and activates it. */
async function fillAndActivate(priceListId: number) {
  const [good] = await t.database.query<{ id: number }>(
    'SELECT id::int FROM goods WHERE organization_id = $1 ORDER BY id LIMIT 1',
    [t.id('org:dairy')],
  );
  await dairy({
    method: 'POST',
    url: supplier(`/${priceListId}/bulk_create_update_price_list_goods`),
    payload: [{ good_id: good.id, price: '10.00' }],
  });
  const activated = await dairy({
    method: 'POST',
    url: supplier(`/${priceListId}/activate`),
    payload: {},
  });
  if (activated.statusCode !== 200) throw new Error(`activate failed: ${activated.body}`);
}

describe('a new price list', () => {
  it('is a draft the client does not see until the supplier activates it, never empty', async () => {
    const created = await dairy({
      method: 'POST',
      url: supplier('/'),
      payload: [
        { client_organization_id: other.organizationId, name: 'Новый, пока пустой', is_active: true },
      ],
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json()[0];
    expect(draft).toMatchObject({ is_active: false, goods_count: 0 });
    const seen = async () =>
      (await t.as(other.token)({ method: 'GET', url: client('/', other.organizationId) }))
        .json()
        .items.map((p: { id: number }) => p.id);
    expect(await seen()).toEqual([otherListId]);
    expectErrorBody(
      await t.as(other.token)({ method: 'GET', url: client(`/${draft.id}`, other.organizationId) }),
      404,
    );

    const empty = expectErrorBody(
      await dairy({ method: 'POST', url: supplier(`/${draft.id}/activate`), payload: {} }),
      422,
    );
    expect(empty.detail).toMatch(/нет товаров/);
    expectErrorBody(
      await dairy({ method: 'PUT', url: supplier(`/${draft.id}`), payload: { is_active: true } }),
      422,
    );

    const [good] = await t.database.query<{ id: number }>(
      'SELECT id::int FROM goods WHERE organization_id = $1 ORDER BY id LIMIT 1',
      [t.id('org:dairy')],
    );
    await dairy({
      method: 'POST',
      url: supplier(`/${draft.id}/bulk_create_update_price_list_goods`),
      payload: [{ good_id: good.id, price: '12.00' }],
    });
    const activated = await dairy({
      method: 'POST',
      url: supplier(`/${draft.id}/activate`),
      payload: { valid_from: '2030-01-01' },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ is_active: true, valid_from: '2030-01-01' });
    expect((await seen()).sort()).toEqual([otherListId, draft.id].sort());
    expectErrorBody(
      await dairy({ method: 'POST', url: supplier(`/${draft.id}/activate`), payload: {} }),
      409,
    );
    await dairy({ method: 'PUT', url: supplier(`/${draft.id}`), payload: { is_active: false } });
  });
});

describe('what the client sees', () => {
  it('lists only the price lists addressed to it', async () => {
    const mine = await anna({ method: 'GET', url: client('/') });
    expect(
      mine
        .json()
        .items.map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([t.id('pl:dairy'), t.id('pl:veg')].sort());
    const theirs = await t.as(other.token)({ method: 'GET', url: client('/', other.organizationId) });
    expect(theirs.json().items.map((p: { id: number }) => p.id)).toEqual([otherListId]);
  });

  it('answers 404 for another client’s price list, its goods and categories', async () => {
    for (const path of [`/${otherListId}`, `/${otherListId}/goods`, `/${otherListId}/good_categories`]) {
      expectErrorBody(await anna({ method: 'GET', url: client(path) }), 404);
    }
  });

  it('filters goods by name (ё = е), barcode and category', async () => {
    const all = await anna({ method: 'GET', url: client(`/${t.id('pl:dairy')}/goods?limit=1000`) });
    expect(all.json().total).toBeGreaterThan(1);
    const first = all.json().items[0];
    const name = first.name.toUpperCase().replaceAll('Ё', 'Е').slice(0, 5);
    const byName = await anna({
      method: 'GET',
      url: client(`/${t.id('pl:dairy')}/goods?good_name=${encodeURIComponent(name)}`),
    });
    expect(byName.json().items.map((g: { good_id: number }) => g.good_id)).toContain(first.good_id);
    const byBarcode = await anna({
      method: 'GET',
      url: client(`/${t.id('pl:dairy')}/goods?barcode=${first.barcodes[0]}`),
    });
    expect(byBarcode.json().items.map((g: { good_id: number }) => g.good_id)).toEqual([first.good_id]);
    const categories = await anna({
      method: 'GET',
      url: client(`/${t.id('pl:dairy')}/good_categories`),
    });
    const category = categories.json().items.find((c: { goods_count: number }) => c.goods_count > 0);
    const byCategory = await anna({
      method: 'GET',
      url: client(`/${t.id('pl:dairy')}/goods?category_ids=${category.id}&limit=1000`),
    });
    expect(byCategory.json().total).toBe(category.goods_count);
  });

  it('hides a price list once it is deactivated', async () => {
    await dairy({ method: 'PUT', url: supplier(`/${otherListId}`), payload: { is_active: false } });
    expectErrorBody(
      await t.as(other.token)({ method: 'GET', url: client(`/${otherListId}`, other.organizationId) }),
      404,
    );
    await dairy({ method: 'PUT', url: supplier(`/${otherListId}`), payload: { is_active: true } });
  });
});

describe('what the supplier may change', () => {
  it('refuses another supplier’s price list with 404 and changes nothing', async () => {
    const before = await anna({ method: 'GET', url: client(`/${t.id('pl:dairy')}/goods?limit=1000`) });
    const goodId = before.json().items[0].good_id;
    const attempts = [
      {
        method: 'PUT' as const,
        url: supplier(`/${t.id('pl:dairy')}`, t.id('org:veg')),
        payload: { name: 'Чужой' },
      },
      {
        method: 'PUT' as const,
        url: supplier(`/${t.id('pl:dairy')}/goods/${goodId}`, t.id('org:veg')),
        payload: { price: '1.00' },
      },
      {
        method: 'POST' as const,
        url: supplier(`/${t.id('pl:dairy')}/bulk_create_update_price_list_goods`, t.id('org:veg')),
        payload: [{ good_id: goodId, price: '1' }],
      },
      { method: 'GET' as const, url: supplier(`/${t.id('pl:dairy')}`, t.id('org:veg')) },
    ];
    for (const attempt of attempts) expectErrorBody(await veg(attempt), 404);
    const after = await anna({ method: 'GET', url: client(`/${t.id('pl:dairy')}/goods?limit=1000`) });
    expect(after.json()).toEqual(before.json());
  });

  it('records every price change with the previous price', async () => {
    const goods = await dairy({ method: 'GET', url: supplier(`/${t.id('pl:dairy')}/goods?limit=1`) });
    const { good_id: goodId, price } = goods.json().items[0];
    const res = await dairy({
      method: 'PUT',
      url: supplier(`/${t.id('pl:dairy')}/goods/${goodId}`),
      payload: { price: '123,45' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: '123.45', previous_price: price });
    const history = await t.database.query<{ old_price: string | null; new_price: string }>(
      'SELECT old_price::text, new_price::text FROM price_history WHERE price_list_id = $1 AND good_id = $2 ORDER BY id',
      [t.id('pl:dairy'), goodId],
    );
    expect(history.at(-1)).toEqual({ old_price: price, new_price: '123.45' });
  });

  it('refuses a good of another supplier and a negative price with 422', async () => {
    const vegGood = (
      await t.database.query<{ id: number }>('SELECT id FROM goods WHERE organization_id = $1 LIMIT 1', [
        t.id('org:veg'),
      ])
    )[0].id;
    expectErrorBody(
      await dairy({
        method: 'PUT',
        url: supplier(`/${t.id('pl:dairy')}/goods/${vegGood}`),
        payload: { price: '10' },
      }),
      422,
    );
    const own = await dairy({ method: 'GET', url: supplier(`/${t.id('pl:dairy')}/goods?limit=1`) });
    expectErrorBody(
      await dairy({
        method: 'PUT',
        url: supplier(`/${t.id('pl:dairy')}/goods/${own.json().items[0].good_id}`),
        payload: { price: '-5' },
      }),
      422,
    );
  });

  it('creates a price list only for its own client', async () => {
    const res = await veg({
      method: 'POST',
      url: supplier('/', t.id('org:veg')),
      payload: [{ client_organization_id: other.organizationId, name: 'Не наш клиент' }],
    });
    expectErrorBody(res, 422);
  });

  it('manages the list’s categories', async () => {
    const created = await dairy({
      method: 'POST',
      url: supplier(`/${otherListId}/good_categories`),
      payload: [{ name: 'Сыры', position: 1 }],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()[0].id;
    const renamed = await dairy({
      method: 'PUT',
      url: supplier(`/${otherListId}/good_categories/${id}`),
      payload: { name: 'Твёрдые сыры' },
    });
    expect(renamed.json()).toMatchObject({ id, name: 'Твёрдые сыры' });
    const duplicate = await dairy({
      method: 'POST',
      url: supplier(`/${otherListId}/good_categories`),
      payload: [{ name: 'твёрдые сыры' }],
    });
    expectErrorBody(duplicate, 409);
  });
});

describe('bulk price update', () => {
  const COUNT = 10_000;
  let goodIds: number[];
  let bulkListId: number;
  beforeAll(async () => {
    const created = await dairy({
      method: 'POST',
      url: supplier('/'),
      payload: [{ client_organization_id: other.organizationId, name: 'Массовая загрузка' }],
    });
    bulkListId = created.json()[0].id;
    const rows = await t.database.query<{ id: string }>(
      `INSERT INTO goods (organization_id, name, base_price)
       SELECT $1, 'Товар для массовой загрузки ' || n, 10 FROM generate_series(1, ${COUNT}) n RETURNING id::text`,
      [t.id('org:dairy')],
    );
    goodIds = rows.map((r) => Number(r.id));
  });

  const bulk = (payload: object[]) =>
    dairy({
      method: 'POST',
      url: supplier(`/${bulkListId}/bulk_create_update_price_list_goods`),
      payload,
    });
  const countGoods = async () =>
    Number(
      (
        await t.database.query<{ n: string }>(
          'SELECT count(*)::text AS n FROM price_list_goods WHERE price_list_id = $1',
          [bulkListId],
        )
      )[0].n,
    );

  it('refuses the whole batch when one item is invalid, naming it', async () => {
    const items = goodIds.map((id) => ({ good_id: id, price: '10.50' }));
    items[7777] = { good_id: t.id('pl:veg') + 10_000_000, price: '1' };
    const res = await bulk(items);
    const body = expectErrorBody(res, 422);
    expect(body.fields?.['7777.good_id']).toContain('не найден');
    expect(await countGoods()).toBe(0);
  });

  it('adds 10 000 goods in one transaction, then reprices them', async () => {
    const created = await bulk(goodIds.map((id) => ({ good_id: id, price: '10.50' })));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ created: COUNT, updated: 0 });
    expect(await countGoods()).toBe(COUNT);

    const repriced = await bulk(
      goodIds.map((id, i) => ({ good_id: id, price: i % 2 === 0 ? '11.00' : '10.50' })),
    );
    expect(repriced.json()).toEqual({ created: 0, updated: COUNT / 2 });
    const changes = await t.database.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM price_history WHERE price_list_id = $1 AND old_price = 10.50 AND new_price = 11.00',
      [bulkListId],
    );
    expect(Number(changes[0].n)).toBe(COUNT / 2);
  });

  it('shows the kept number of goods in the header and as the page total, also after a good is deleted', async () => {
    const shown = async () => {
      const header = await dairy({ method: 'GET', url: supplier(`/${bulkListId}`) });
      const page = await dairy({ method: 'GET', url: supplier(`/${bulkListId}/goods?limit=5`) });
      expect(page.statusCode, page.body).toBe(200);
      return [header.json().goods_count, page.json().total];
    };
    expect(await shown()).toEqual([COUNT, COUNT]);
    await t.database.query('DELETE FROM goods WHERE id = $1', [goodIds[0]]);
    expect(await shown()).toEqual([COUNT - 1, COUNT - 1]);
    expect(await countGoods()).toBe(COUNT - 1);
  });

  it('refuses more than 10 000 items with 422', async () => {
    const res = await bulk(Array.from({ length: COUNT + 1 }, (_, i) => ({ good_id: i + 1, price: '1' })));
    expectErrorBody(res, 422);
  });
});
