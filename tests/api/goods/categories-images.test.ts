import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';
import { multipart, PNG_1PX } from './support';

const { t, dairy, veg } = withTestApp({ dairy: 'dmitry', veg: 'sergey' });
let dairyOrg: number;

beforeAll(() => {
  dairyOrg = t.id('org:dairy');
});

const categories = async () =>
  (await dairy({ method: 'GET', url: `/v1/good_categories/?organization_id=${dairyOrg}` })).json().items as {
    id: number;
    name: string;
    parent_id: number | null;
    goods_count: number;
  }[];
const put = (client: Client, id: number, payload: object, orgId = dairyOrg) =>
  client({ method: 'PUT', url: `/v1/good_categories/${id}?organization_id=${orgId}`, payload });

describe('good categories', () => {
  it('lists the tree with counts', async () => {
    const list = await categories();
    expect(list.map((c) => c.name)).toEqual(['Молочная продукция', 'Молоко', 'Сыры', 'Кисломолочные']);
    expect(list.find((c) => c.name === 'Сыры')).toMatchObject({
      parent_id: t.id('cat:dairy'),
      goods_count: 7,
    });
  });

  it('creates, renames and moves a category', async () => {
    const created = await dairy({
      method: 'POST',
      url: `/v1/good_categories/?organization_id=${dairyOrg}`,
      payload: { name: 'Десерты', parent_id: t.id('cat:dairy') },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const moved = await put(dairy, id, { name: 'Молочные десерты', parent_id: null });
    expect(moved.json()).toMatchObject({ name: 'Молочные десерты', parent_id: null });
    const dup = await dairy({
      method: 'POST',
      url: `/v1/good_categories/?organization_id=${dairyOrg}`,
      payload: { name: 'молочные десерты' },
    });
    expectErrorBody(dup, 409);
    expect((await dairy({ method: 'DELETE', url: `/v1/good_categories/${id}` })).statusCode).toBe(200);
  });

  it('refuses a cycle with 422 and leaves the tree as it was', async () => {
    const before = await categories();
    expectErrorBody(await put(dairy, t.id('cat:dairy'), { parent_id: t.id('cat:dairy:milk') }), 422);
    expectErrorBody(await put(dairy, t.id('cat:dairy'), { parent_id: t.id('cat:dairy') }), 422);
    expect(await categories()).toEqual(before);
  });

  it('refuses to delete a category with goods or children (409)', async () => {
    expectErrorBody(
      await dairy({ method: 'DELETE', url: `/v1/good_categories/${t.id('cat:dairy:cheese')}` }),
      409,
    );
    expectErrorBody(await dairy({ method: 'DELETE', url: `/v1/good_categories/${t.id('cat:dairy')}` }), 409);
    expect(await categories()).toHaveLength(4);
  });

  it('hides another organization’s categories (404)', async () => {
    expectErrorBody(
      await veg({ method: 'GET', url: `/v1/good_categories/?organization_id=${dairyOrg}` }),
      404,
    );
    expectErrorBody(await put(veg, t.id('cat:dairy:milk'), { name: 'Чужое' }, t.id('org:veg')), 404);
    expectErrorBody(
      await veg({ method: 'DELETE', url: `/v1/good_categories/${t.id('cat:dairy:milk')}` }),
      404,
    );
    expect((await categories()).map((c) => c.name)).toContain('Молоко');
  });
});

describe('good images', () => {
  const uploadTo = (client: Client, goodId: number, files: { name: string; content: Buffer }[]) =>
    client({
      method: 'POST',
      url: `/v1/goods/${goodId}/upload_file_assets/`,
      ...multipart(files.map((f) => ({ name: 'files', filename: f.name, content: f.content }))),
    });

  it('uploads several images; the first is the cover; one can be deleted', async () => {
    const goodId = t.id('good:kefir');
    const res = await uploadTo(dairy, goodId, [
      { name: 'a.png', content: PNG_1PX },
      { name: 'b.png', content: PNG_1PX },
    ]);
    expect(res.statusCode).toBe(200);
    const images = res.json().images as { id: number; url: string; position: number }[];
    expect(images.map((i) => i.position)).toEqual([0, 1]);
    const file = await t.app.inject({ method: 'GET', url: images[0].url });
    expect(file.headers['content-type']).toBe('image/png');
    const del = await dairy({ method: 'DELETE', url: `/v1/goods/file_assets/${images[0].id}` });
    expect(del.statusCode).toBe(200);
    const after = await dairy({ method: 'GET', url: `/v1/goods/${goodId}?organization_id=${dairyOrg}` });
    expect(after.json().images).toEqual([{ id: images[1].id, url: images[1].url, position: 0 }]);
  });

  it('refuses a non-image (415) and a 6 MB image (413), storing nothing', async () => {
    const goodId = t.id('good:ryazhenka');
    expectErrorBody(
      await uploadTo(dairy, goodId, [{ name: 'x.png', content: Buffer.from('<svg></svg>') }]),
      415,
    );
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(6 * 1024 * 1024)]);
    expectErrorBody(await uploadTo(dairy, goodId, [{ name: 'big.png', content: big }]), 413);
    const mixed = await uploadTo(dairy, goodId, [
      { name: 'ok.png', content: PNG_1PX },
      { name: 'x.txt', content: Buffer.from('text') },
    ]);
    expectErrorBody(mixed, 415);
    const good = await dairy({ method: 'GET', url: `/v1/goods/${goodId}?organization_id=${dairyOrg}` });
    expect(good.json().images).toEqual([]);
  });

  it('hides another organization’s good and images (404)', async () => {
    expectErrorBody(await uploadTo(veg, t.id('good:kefir'), [{ name: 'a.png', content: PNG_1PX }]), 404);
    const mine = await dairy({
      method: 'GET',
      url: `/v1/goods/${t.id('good:kefir')}?organization_id=${dairyOrg}`,
    });
    const imageId = mine.json().images[0].id;
    expectErrorBody(await veg({ method: 'DELETE', url: `/v1/goods/file_assets/${imageId}` }), 404);
    const still = await dairy({
      method: 'GET',
      url: `/v1/goods/${t.id('good:kefir')}?organization_id=${dairyOrg}`,
    });
    expect(still.json().images).toHaveLength(1);
  });
});
