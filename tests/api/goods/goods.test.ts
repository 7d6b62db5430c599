import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';
import { multipart, PNG_1PX } from './support';

const { t, dairy, veg, storekeeper } = withTestApp({ dairy: 'dmitry', veg: 'sergey', storekeeper: 'olga' });
let dairyOrg: number;
let vegOrg: number;
beforeAll(() => {
  dairyOrg = t.id('org:dairy');
  vegOrg = t.id('org:veg');
});

const list = (client: Client, query: string) => client({ method: 'GET', url: `/v1/goods/?${query}` });
const names = (res: { json(): { items: { name: string }[] } }) => res.json().items.map((g) => g.name);

describe('goods list', () => {
  it('lists the organization goods with measure, category and paging', async () => {
    const res = await list(dairy, `organization_id=${dairyOrg}&limit=5&order_field=id`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(32);
    expect(body.items).toHaveLength(5);
    expect(body.items[0]).toMatchObject({
      id: t.id('good:milk32'),
      name: 'Молоко пастеризованное 3,2 %, 1 л',
      measure_name: 'шт',
      category_name: 'Молоко',
      vat_rate: 10,
      base_price: '89.90',
      images: [],
    });
    const next = await list(dairy, `organization_id=${dairyOrg}&limit=5&offset=5&order_field=id`);
    expect(next.json().items[0].id).toBeGreaterThan(body.items[4].id);
  });

  it('finds names case-insensitively with ё and е treated alike', async () => {
    for (const query of ['ТОПЛЕН', 'топлён', 'Топлен']) {
      const res = await list(dairy, `organization_id=${dairyOrg}&name=${encodeURIComponent(query)}`);
      expect(names(res)).toEqual(['Молоко топлёное 4 %, 1 л']);
    }
    const veg1 = await list(veg, `organization_id=${vegOrg}&name=${encodeURIComponent('свекла')}`);
    expect(names(veg1)).toEqual(['Свёкла столовая']);
  });

  it('treats % and _ in the search text literally', async () => {
    const res = await list(dairy, `organization_id=${dairyOrg}&name=${encodeURIComponent('3,2 %')}`);
    expect(res.json().total).toBe(3);
    const none = await list(dairy, `organization_id=${dairyOrg}&name=${encodeURIComponent('_%')}`);
    expect(none.json().total).toBe(0);
  });

  it('filters by barcode (whole or part)', async () => {
    const one = await dairy({
      method: 'GET',
      url: `/v1/goods/${t.id('good:kefir')}?organization_id=${dairyOrg}`,
    });
    const code: string = one.json().barcodes[0];
    expect(code).toMatch(/^\d{13}$/);
    expect(names(await list(dairy, `organization_id=${dairyOrg}&barcode=${code}`))).toEqual([
      'Кефир 2,5 %, 1 л',
    ]);
    expect((await list(dairy, `organization_id=${dairyOrg}&barcode=${code.slice(0, 6)}`)).json().total).toBe(
      32,
    );
  });

  it('filters by categories, with or without their children', async () => {
    const root = t.id('cat:dairy');
    const direct = await list(dairy, `organization_id=${dairyOrg}&good_category_ids=${root}`);
    expect(names(direct)).toEqual(['Масло сливочное «Крестьянское» 72,5 %, 180 г']);
    const all = await list(
      dairy,
      `organization_id=${dairyOrg}&good_category_ids=${root}&include_all_children=true&limit=100`,
    );
    expect(all.json().total).toBe(31);
    const two = await list(
      dairy,
      `organization_id=${dairyOrg}&good_category_ids=${t.id('cat:dairy:cheese')},${t.id('cat:dairy:milk')}`,
    );
    expect(two.json().total).toBe(16);
  });

  it('sorts by each spec field in both directions and refuses others', async () => {
    for (const field of ['id', 'name', 'measure_id', 'category_id']) {
      const asc = (await list(dairy, `organization_id=${dairyOrg}&order_field=${field}&limit=100`)).json()
        .items;
      const desc = (
        await list(dairy, `organization_id=${dairyOrg}&order_field=${field}&order_by=desc&limit=100`)
      ).json().items;
      expect(asc).toHaveLength(32);
      const key = (g: Record<string, unknown>) => g[field] as string | number | null;
      const sortedAsc = asc.map(key).filter((v: unknown) => v !== null);
      const cmp = (a: string | number, b: string | number) =>
        typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'ru');
      for (let i = 1; i < sortedAsc.length; i++)
        expect(cmp(sortedAsc[i - 1], sortedAsc[i])).toBeLessThanOrEqual(0);
      expect(desc.map((g: { id: number }) => g.id)).not.toEqual(asc.map((g: { id: number }) => g.id));
    }
    expectErrorBody(await list(dairy, `organization_id=${dairyOrg}&order_field=price`), 422);
  });

  it('filters by global category', async () => {
    const res = await list(dairy, `organization_id=${dairyOrg}&global_categories_id=999`);
    expect(res.json()).toEqual({ items: [], total: 0 });
  });

  it('without organization_id lists only the caller’s organizations', async () => {
    const res = await list(veg, 'limit=100');
    expect(res.json().total).toBe(25);
    expect(res.json().items.every((g: { organization_id: number }) => g.organization_id === vegOrg)).toBe(
      true,
    );
  });

  it('hides another organization: 404 for its list and its goods', async () => {
    expectErrorBody(await list(veg, `organization_id=${dairyOrg}`), 404);
    const res = await veg({
      method: 'GET',
      url: `/v1/goods/${t.id('good:milk32')}?organization_id=${vegOrg}`,
    });
    expectErrorBody(res, 404);
    const other = await veg({
      method: 'GET',
      url: `/v1/goods/${t.id('good:milk32')}?organization_id=${dairyOrg}`,
    });
    expectErrorBody(other, 404);
  });
});

describe('measures', () => {
  it('lists every unit', async () => {
    const res = await dairy({ method: 'GET', url: '/v1/goods/measure/all' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { name: string }) => m.name)).toEqual(
      expect.arrayContaining(['шт', 'кг', 'л', 'уп']),
    );
  });
});

describe('create and update', () => {
  const body = {
    name: 'Кефир «Зорька» 3,2 %, 0,5 л',
    code: 'ZR-777',
    barcodes: ['4607010000776'],
    measure_id: 1,
    vat_rate: 10,
    base_price: '55,50',
    is_published: true,
  };

  it('creates a good and reads it back; updates it', async () => {
    const created = await dairy({
      method: 'POST',
      url: `/v1/goods/?organization_id=${dairyOrg}`,
      payload: { ...body, category_id: t.id('cat:dairy:sour') },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: body.name,
      base_price: '55.50',
      category_name: 'Кисломолочные',
      barcodes: ['4607010000776'],
    });
    const id = created.json().id;
    const updated = await dairy({
      method: 'PUT',
      url: `/v1/goods/${id}?organization_id=${dairyOrg}`,
      payload: { name: 'Кефир «Зорька» 3,2 %, 0,45 л', vat_rate: null, category_id: null },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Кефир «Зорька» 3,2 %, 0,45 л',
      vat_rate: null,
      category_id: null,
      code: 'ZR-777',
      barcodes: ['4607010000776'],
      is_published: true,
    });
  });

  it.each([
    ['a duplicate code', { ...body, code: 'ZR-001', barcodes: [] }, 409],
    ['a duplicate barcode', { ...body, code: 'ZR-778' }, 409],
    ['a wrong check digit', { ...body, code: 'ZR-779', barcodes: ['4607010000771'] }, 422],
    ['an empty name', { ...body, code: 'ZR-780', barcodes: [], name: '  ' }, 422],
    ['an unknown VAT rate', { ...body, code: 'ZR-781', barcodes: [], vat_rate: 18 }, 422],
    ['a negative price', { ...body, code: 'ZR-782', barcodes: [], base_price: '-1' }, 422],
    ['an unknown measure', { ...body, code: 'ZR-783', barcodes: [], measure_id: 999 }, 422],
  ])('refuses %s and creates nothing', async (_name, payload, status) => {
    const before = (await list(dairy, `organization_id=${dairyOrg}`)).json().total;
    expectErrorBody(
      await dairy({ method: 'POST', url: `/v1/goods/?organization_id=${dairyOrg}`, payload }),
      status,
    );
    expect((await list(dairy, `organization_id=${dairyOrg}`)).json().total).toBe(before);
  });

  it('refuses an unknown marketplace category with 422', async () => {
    const res = await dairy({
      method: 'POST',
      url: `/v1/goods/?organization_id=${dairyOrg}`,
      payload: { ...body, code: 'ZR-785', barcodes: [], global_category_id: 999999 },
    });
    expect(expectErrorBody(res, 422).fields?.global_category_id).toBeDefined();
  });

  it('refuses a category of another organization', async () => {
    const res = await dairy({
      method: 'POST',
      url: `/v1/goods/?organization_id=${dairyOrg}`,
      payload: { ...body, code: 'ZR-784', barcodes: [], category_id: t.id('cat:veg') },
    });
    expect(expectErrorBody(res, 422).fields?.category_id).toBeDefined();
  });

  it('refuses 403 without the permission and changes nothing', async () => {
    const clientOrg = t.id('org:client');
    const before = (await list(storekeeper, `organization_id=${clientOrg}`)).json().total;
    const res = await storekeeper({
      method: 'POST',
      url: `/v1/goods/?organization_id=${clientOrg}`,
      payload: body,
    });
    expectErrorBody(res, 403);
    expect((await list(storekeeper, `organization_id=${clientOrg}`)).json().total).toBe(before);
  });

  it('refuses to change another organization’s good (404) and leaves it as it was', async () => {
    const id = t.id('good:potato');
    const res = await dairy({
      method: 'PUT',
      url: `/v1/goods/${id}?organization_id=${vegOrg}`,
      payload: { name: 'Чужой' },
    });
    expectErrorBody(res, 404);
    const mine = await dairy({
      method: 'PUT',
      url: `/v1/goods/${id}?organization_id=${dairyOrg}`,
      payload: { name: 'Чужой' },
    });
    expectErrorBody(mine, 404);
    const still = await veg({ method: 'GET', url: `/v1/goods/${id}?organization_id=${vegOrg}` });
    expect(still.json().name).toBe('Картофель мытый');
  });
});

describe('totals and searches follow every change', () => {
  const term = encodeURIComponent('пломбир йогуртовый');
  const search = (limit = 1, offset = 0) =>
    list(dairy, `organization_id=${dairyOrg}&name=${term}&limit=${limit}&offset=${offset}`);
  const create = async (name: string, code: string) => {
    const res = await dairy({
      method: 'POST',
      url: `/v1/goods/?organization_id=${dairyOrg}`,
      payload: { name, code, measure_id: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const rename = async (id: number, name: string) => {
    const res = await dairy({
      method: 'PUT',
      url: `/v1/goods/${id}?organization_id=${dairyOrg}`,
      payload: { name },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('finds a renamed good by its new name only, and every page counts it', async () => {
    expect((await search()).json()).toEqual({ items: [], total: 0 });
    await create('Пломбир йогуртовый, 80 г', 'ZR-9101');
    await create('Пломбир ЙОГУРТОВЫЙ в вафле, 200 г', 'ZR-9102');
    for (const offset of [0, 1, 0]) {
      const page = (await search(1, offset)).json();
      expect(page.items).toHaveLength(1);
      expect(page.total).toBe(2);
    }
    const kefir = t.id('good:kefir');
    await rename(kefir, 'Кефир, пломбир йогуртовый');
    const found = (await search()).json();
    expect(found.total).toBe(3);
    const all = (await search(10)).json();
    expect(all.items.map((g: { id: number }) => g.id)).toContain(kefir);
    expect(
      names(await list(dairy, `organization_id=${dairyOrg}&name=${encodeURIComponent('Кефир 2,5')}`)),
    ).toEqual([]);
    await rename(kefir, 'Кефир 2,5 %, 1 л');
    expect((await search()).json().total).toBe(2);
    expect(
      names(await list(dairy, `organization_id=${dairyOrg}&name=${encodeURIComponent('Кефир 2,5')}`)),
    ).toEqual(['Кефир 2,5 %, 1 л']);
  });

  it('answers the same total on the last page and past the end', async () => {
    const first = (await list(dairy, `organization_id=${dairyOrg}&limit=5`)).json();
    const last = (await list(dairy, `organization_id=${dairyOrg}&limit=5&offset=${first.total - 2}`)).json();
    expect(last.items).toHaveLength(2);
    expect(last.total).toBe(first.total);
    const past = (await list(dairy, `organization_id=${dairyOrg}&limit=5&offset=${first.total + 10}`)).json();
    expect(past).toEqual({ items: [], total: first.total });
  });

  it('counts a category’s children again after the tree changes', async () => {
    const query = `organization_id=${dairyOrg}&good_category_ids=${t.id('cat:dairy')}&include_all_children=true&limit=1`;
    const before = (await list(dairy, query)).json().total;
    const cheese = (
      await list(dairy, `organization_id=${dairyOrg}&good_category_ids=${t.id('cat:dairy:cheese')}`)
    ).json().total;
    expect(cheese).toBeGreaterThan(0);
    const move = (parentId: number | null) =>
      dairy({
        method: 'PUT',
        url: `/v1/good_categories/${t.id('cat:dairy:cheese')}?organization_id=${dairyOrg}`,
        payload: { parent_id: parentId },
      });
    expect((await move(null)).statusCode).toBe(200);
    try {
      expect((await list(dairy, query)).json().total).toBe(before - cheese);
    } finally {
      expect((await move(t.id('cat:dairy'))).statusCode).toBe(200);
    }
    expect((await list(dairy, query)).json().total).toBe(before);
  });

  it('lists each good as its card shows it, with its own images', async () => {
    const milk = t.id('good:milk32');
    const upload = await dairy({
      method: 'POST',
      url: `/v1/goods/${milk}/upload_file_assets/`,
      ...multipart([
        { name: 'files', filename: 'milk-a.png', content: PNG_1PX },
        { name: 'files', filename: 'milk-b.png', content: PNG_1PX },
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const one = (await dairy({ method: 'GET', url: `/v1/goods/${milk}?organization_id=${dairyOrg}` })).json();
    expect(one.images).toHaveLength(2);
    const items = (await list(dairy, `organization_id=${dairyOrg}&order_field=id&limit=100`)).json()
      .items as {
      id: number;
      images: unknown[];
    }[];
    // The list's row is the card, field by field (dates and prices included).
    expect(items.find((g) => g.id === milk)).toEqual(one);
    expect(items.filter((g) => g.id !== milk).every((g) => g.images.length === 0)).toBe(true);
  });
});
