import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../support/with-test-app';

const { t, dairy } = withTestApp({ dairy: 'dmitry' });
let goodId: number;
let categoryId: number;
beforeAll(async () => {
  const goods = await dairy({ method: 'GET', url: supplier(`/${t.id('pl:dairy')}/goods?limit=1`) });
  goodId = goods.json().items[0].good_id;
  const created = await dairy({
    method: 'POST',
    url: supplier(`/${t.id('pl:dairy')}/good_categories`),
    payload: [{ name: 'Хранится отдельно' }],
  });
  categoryId = created.json()[0].id;
});

const supplier = (path: string) =>
  `/v1/supplier/price_lists${path}${path.includes('?') ? '&' : '?'}organization_id=${t.id('org:dairy')}`;

const categoryOfGood = async () => {
  const res = await dairy({ method: 'GET', url: supplier(`/${t.id('pl:dairy')}/goods?limit=1000`) });
  const line = res.json().items.find((g: { good_id: number }) => g.good_id === goodId);
  return { category: line.price_list_category_id, price: line.price };
};

describe('a price-list line keeps the category a change leaves out', () => {
  it('keeps it on PUT …/goods/{goodId} with only a price', async () => {
    const put = (payload: object) =>
      dairy({ method: 'PUT', url: supplier(`/${t.id('pl:dairy')}/goods/${goodId}`), payload });
    expect((await put({ price: '10.00', price_list_category_id: categoryId })).statusCode).toBe(200);
    expect((await put({ price: '11.50' })).statusCode).toBe(200);
    expect(await categoryOfGood()).toEqual({ category: categoryId, price: '11.50' });
  });

  it('keeps it on bulk_create_update_price_list_goods with only a price', async () => {
    const bulk = await dairy({
      method: 'POST',
      url: supplier(`/${t.id('pl:dairy')}/bulk_create_update_price_list_goods`),
      payload: [{ good_id: goodId, price: '12.00' }],
    });
    expect(bulk.json()).toEqual({ created: 0, updated: 1 });
    expect(await categoryOfGood()).toEqual({ category: categoryId, price: '12.00' });
  });

  it('clears it when the change sends null', async () => {
    await dairy({
      method: 'PUT',
      url: supplier(`/${t.id('pl:dairy')}/goods/${goodId}`),
      payload: { price: '12.00', price_list_category_id: null },
    });
    expect(await categoryOfGood()).toEqual({ category: null, price: '12.00' });
  });
});
