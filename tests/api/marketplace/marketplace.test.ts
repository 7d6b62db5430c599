import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const { t, anon } = withTestApp({ anon: 'anonymous' });

interface Good {
  id: number;
  name: string;
  code: string | null;
  price: string | null;
  organization_id: number;
  global_category_id: number | null;
}
const goods = async (query: string) => {
  const res = await anon({ method: 'GET', url: `/v1/marketplace/goods?limit=1000&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Good[]; total: number };
};

describe('marketplace goods', () => {
  it('shows published goods of both suppliers with prices', async () => {
    const { items, total } = await goods('');
    expect(total).toBe(items.length);
    expect(new Set(items.map((g) => g.organization_id))).toEqual(
      new Set([t.id('org:dairy'), t.id('org:veg')]),
    );
    expect(items.find((g) => g.code === 'ZR-114')).toBeUndefined(); // unpublished «Снежок»
    expect(items.find((g) => g.code === 'ZR-001')?.price).toBe('89.90');
  });

  it('filters a category with its whole subtree', async () => {
    const dairy = await goods(`global_categories_ids=${t.id('gcat:dairy')}`);
    const cheese = await goods(`global_categories_ids=${t.id('gcat:cheese')}`);
    const milkAndCheese = await goods(
      `global_categories_ids=${t.id('gcat:cheese')},${t.id('gcat:milk-cream')}`,
    );
    expect(cheese.total).toBeGreaterThan(0);
    expect(cheese.items.every((g) => g.global_category_id === t.id('gcat:cheese'))).toBe(true);
    expect(dairy.items.every((g) => g.organization_id === t.id('org:dairy'))).toBe(true);
    expect(dairy.total).toBeGreaterThan(milkAndCheese.total);
    expect(milkAndCheese.total).toBeGreaterThan(cheese.total);
  });

  it('filters by a price range, inclusive, and sorts by price both ways', async () => {
    const { items } = await goods('price_ge=84.5&price_le=100&order_field=price&order_by=asc');
    const prices = items.map((g) => Number(g.price));
    expect(prices.length).toBeGreaterThan(2);
    expect(prices).toContain(84.5);
    expect(prices.every((p) => p >= 84.5 && p <= 100)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await goods('price_ge=84.5&price_le=100&order_field=price&order_by=desc')).items.map(
      (g) => g.id,
    );
    expect(desc).toEqual(items.map((g) => g.id).reverse());
  });

  it('searches name and code ignoring case and ё', async () => {
    const baked = await goods('query_search=ТОПЛЕНОЕ');
    expect(baked.items.map((g) => g.code)).toEqual(['ZR-004']);
    expect((await goods('query_search=zr-00')).total).toBeGreaterThanOrEqual(9);
    expect((await goods('query_search=_')).total).toBe(0);
  });

  it('sorts by name and pages', async () => {
    const all = (await goods('order_field=name')).items.map((g) => g.name.toLowerCase().replaceAll('ё', 'е'));
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'ru')));
    const page = await anon({ method: 'GET', url: '/v1/marketplace/goods?order_field=id&limit=2&offset=1' });
    const ids = (await goods('order_field=id')).items.map((g) => g.id);
    expect(page.json().items.map((g: Good) => g.id)).toEqual(ids.slice(1, 3));
  });

  it('rejects a reversed range and an unknown sort field with 422', async () => {
    expectErrorBody(await anon({ method: 'GET', url: '/v1/marketplace/goods?price_ge=10&price_le=5' }), 422);
    expectErrorBody(await anon({ method: 'GET', url: '/v1/marketplace/goods?order_field=secret' }), 422);
    expectErrorBody(await anon({ method: 'GET', url: '/v1/marketplace/goods?price_ge=abc' }), 422);
  });

  it('lists a good as its card shows it', async () => {
    const card = (await anon({ method: 'GET', url: `/v1/marketplace/goods/${t.id('good:milk32')}` })).json();
    const { images: _images, vat_rate: _vat, ...fields } = card;
    const listed = (await goods('query_search=ZR-001')).items;
    expect(listed).toEqual([fields]);
    expect(fields.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('opens a good with its images and hides unpublished ones', async () => {
    const res = await anon({ method: 'GET', url: `/v1/marketplace/goods/${t.id('good:milk32')}` });
    expect(res.json()).toMatchObject({
      code: 'ZR-001',
      organization_name: expect.any(String),
      images: expect.any(Array),
    });
    expectErrorBody(await anon({ method: 'GET', url: `/v1/marketplace/goods/${t.id('good:snezhok')}` }), 404);
  });
});

describe('marketplace totals follow every change', () => {
  const page = async (query: string) => {
    const res = await anon({ method: 'GET', url: `/v1/marketplace/goods?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Good[]; total: number };
  };
  const asDairy = async () => t.as(await t.login('dmitry@zorka.demo'));
  const dairyQuery = () => `global_categories_ids=${t.id('gcat:dairy')}&limit=1`;

  it('answers one total on every page, on the last one and past the end', async () => {
    const all = await goods(`global_categories_ids=${t.id('gcat:dairy')}`);
    expect(all.total).toBeGreaterThan(3);
    for (const offset of [0, 1, all.total - 1, all.total + 5]) {
      const res = await page(`${dairyQuery()}&offset=${offset}`);
      expect(res.total).toBe(all.total);
      expect(res.items.map((g) => g.id)).toEqual(all.items.slice(offset, offset + 1).map((g) => g.id));
    }
    expect(await page(`global_categories_ids=999999&limit=1`)).toEqual({ items: [], total: 0 });
  });

  it('counts a good again once it is hidden, published or renamed', async () => {
    const dairy = await asDairy();
    const milk = t.id('good:milk32');
    const put = async (payload: object) => {
      const res = await dairy({
        method: 'PUT',
        url: `/v1/goods/${milk}?organization_id=${t.id('org:dairy')}`,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const before = (await page(dairyQuery())).total;
    await put({ is_published: false });
    expect((await page(dairyQuery())).total).toBe(before - 1);
    expect((await goods(`global_categories_ids=${t.id('gcat:dairy')}`)).items.map((g) => g.id)).not.toContain(
      milk,
    );
    await put({ is_published: true, name: 'Молоко «Пломбирное» 3,2 %, 1 л' });
    expect((await page(dairyQuery())).total).toBe(before);
    expect((await goods('query_search=пломбирное')).items.map((g) => g.id)).toEqual([milk]);
    await put({ name: 'Молоко пастеризованное 3,2 %, 1 л' });
    expect((await goods('query_search=пломбирное')).total).toBe(0);
  });

  it('follows a category moved to another branch of the tree', async () => {
    const fruitVegQuery = `global_categories_ids=${t.id('gcat:fruit-veg')}&limit=1`;
    const dairyBefore = (await page(dairyQuery())).total;
    const fruitVegBefore = (await page(fruitVegQuery)).total;
    const cheese = (await goods(`global_categories_ids=${t.id('gcat:cheese')}`)).total;
    expect(cheese).toBeGreaterThan(0);
    const move = (parent: number) =>
      t.database.query('UPDATE global_categories SET parent_id = $1 WHERE id = $2', [
        parent,
        t.id('gcat:cheese'),
      ]);
    await move(t.id('gcat:fruit-veg'));
    try {
      expect((await page(dairyQuery())).total).toBe(dairyBefore - cheese);
      expect((await page(fruitVegQuery)).total).toBe(fruitVegBefore + cheese);
    } finally {
      await move(t.id('gcat:dairy'));
    }
    expect((await page(dairyQuery())).total).toBe(dairyBefore);
    expect((await page(fruitVegQuery)).total).toBe(fruitVegBefore);
  });
});

describe('global categories', () => {
  it('answers the tree with counts, hide_empty and depth', async () => {
    const tree = (await anon({ method: 'GET', url: '/v1/marketplace/global_categories/tree' })).json();
    expect(tree.length).toBeGreaterThanOrEqual(8);
    const dairy = tree.find((c: { slug: string }) => c.slug === 'dairy');
    expect(dairy.children.map((c: { slug: string }) => c.slug)).toEqual([
      'milk-cream',
      'cheese',
      'fermented',
      'butter',
    ]);
    const onlyFull = (
      await anon({ method: 'GET', url: '/v1/marketplace/global_categories/tree?hide_empty=true' })
    ).json();
    expect(onlyFull.map((c: { slug: string }) => c.slug)).toEqual(['dairy', 'fruit-veg']);
    expect(onlyFull[0].goods_count).toBe(dairy.goods_count);
    const flat = (
      await anon({ method: 'GET', url: '/v1/marketplace/global_categories/tree?depth=0' })
    ).json();
    expect(flat[0].children).toEqual([]);
  });

  it('answers path, children, siblings, hierarchy and a 404', async () => {
    const get = async (url: string) =>
      (await anon({ method: 'GET', url: `/v1/marketplace/global_categories/${url}` })).json();
    const cheese = t.id('gcat:cheese');
    expect((await get(`path/${cheese}`)).map((c: { slug: string }) => c.slug)).toEqual(['dairy', 'cheese']);
    expect((await get(`${t.id('gcat:dairy')}/children`)).length).toBe(4);
    expect((await get(`${cheese}/siblings`)).map((c: { slug: string }) => c.slug)).toEqual([
      'milk-cream',
      'fermented',
      'butter',
    ]);
    expect((await get(`${t.id('gcat:dairy')}/hierarchy?depth=1`)).children).toHaveLength(4);
    expect((await get(`${cheese}`)).name).toBe('Сыры');
    expect((await get('list')).total).toBeGreaterThan(30);
    expectErrorBody(await anon({ method: 'GET', url: '/v1/marketplace/global_categories/999999' }), 404);
  });
});

describe('suppliers', () => {
  it('searches by name and INN and opens a card', async () => {
    const res = await anon({ method: 'GET', url: '/v1/marketplace/suppliers/?organization_name=зорька' });
    expect(res.json().items.map((s: { id: number }) => s.id)).toEqual([t.id('org:dairy')]);
    const inn = res.json().items[0].inn as string;
    const byInn = await anon({ method: 'GET', url: `/v1/marketplace/suppliers/?inn=${inn.slice(0, 6)}` });
    expect(byInn.json().items.map((s: { id: number }) => s.id)).toContain(t.id('org:dairy'));
    const card = await anon({ method: 'GET', url: `/v1/marketplace/suppliers/${t.id('org:dairy')}` });
    expect(card.json()).toMatchObject({ name: expect.any(String), public_info: expect.any(Object) });
    expectErrorBody(
      await anon({ method: 'GET', url: `/v1/marketplace/suppliers/${t.id('org:client')}` }),
      404,
    );
  });

  it('never shows a test organization or its goods', async () => {
    const before = await goods('');
    await t.database.query('UPDATE organizations SET is_test_org = true WHERE id = $1', [t.id('org:veg')]);
    try {
      const after = await goods('');
      expect(after.items.some((g) => g.organization_id === t.id('org:veg'))).toBe(false);
      expect(after.total).toBeLessThan(before.total);
      const list = await anon({ method: 'GET', url: '/v1/marketplace/suppliers/' });
      expect(list.json().items.map((s: { id: number }) => s.id)).toEqual([t.id('org:dairy')]);
      expectErrorBody(
        await anon({ method: 'GET', url: `/v1/marketplace/suppliers/${t.id('org:veg')}` }),
        404,
      );
      const tree = (
        await anon({ method: 'GET', url: '/v1/marketplace/global_categories/tree?hide_empty=true' })
      ).json();
      expect(tree.map((c: { slug: string }) => c.slug)).toEqual(['dairy']);
    } finally {
      await t.database.query('UPDATE organizations SET is_test_org = false WHERE id = $1', [t.id('org:veg')]);
    }
  });
});
