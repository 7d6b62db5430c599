import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const { t, admin } = withTestApp(['admin']);

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  admin({ method, url: `/api_a/global_categories${url}`, payload });

const idOf = async (slug: string) =>
  (await t.database.query<{ id: number }>('SELECT id::int FROM global_categories WHERE slug = $1', [slug]))[0]
    .id;

const childNames = async (parentId: number) =>
  (await api('GET', `/${parentId}/children`)).json().map((c: { name: string }) => c.name) as string[];

describe('reading the tree', () => {
  it('answers tree, list, one, children, siblings, path and hierarchy', async () => {
    const dairy = await idOf('dairy');
    const cheese = await idOf('cheese');
    const tree = (await api('GET', '/tree?depth=1')).json();
    expect(tree[0]).toMatchObject({ name: 'Молочная продукция', parent_id: null, position: 0 });
    expect(tree[0].children.map((c: { slug: string }) => c.slug)).toContain('cheese');
    const list = (await api('GET', '/list')).json();
    expect(list.total).toBe(list.items.length);
    expect((await api('GET', `/${cheese}`)).json()).toMatchObject({
      id: cheese,
      parent_id: dairy,
      name: 'Сыры',
    });
    expect((await api('GET', `/path/${cheese}`)).json().map((c: { id: number }) => c.id)).toEqual([
      dairy,
      cheese,
    ]);
    const siblings = (await api('GET', `/${cheese}/siblings`)).json().map((c: { id: number }) => c.id);
    expect(siblings).not.toContain(cheese);
    expect(siblings).toContain(await idOf('butter'));
    expect((await api('GET', `/${dairy}/hierarchy?depth=0`)).json().children).toEqual([]);
    expectErrorBody(await api('GET', '/999999'), 404);
  });
});

describe('editing', () => {
  it('creates with a transliterated unique slug, renames, toggles the menu flag and moves to another parent', async () => {
    const grocery = await idOf('grocery');
    const first = await api('POST', '', { name: 'Крупы и макароны', parent_id: grocery });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      slug: 'krupy-i-makarony',
      parent_id: grocery,
      is_main_nav_enabled: true,
    });
    const root = await api('POST', '', { name: 'Крупы и макароны', is_main_nav_enabled: false });
    expect(root.json()).toMatchObject({
      slug: 'krupy-i-makarony-2',
      parent_id: null,
      is_main_nav_enabled: false,
    });
    expect(root.json().position).toBe((await api('GET', '/tree')).json().length - 1);

    const duplicate = await api('POST', '', { name: 'крупы И макароны', parent_id: grocery });
    expect(expectErrorBody(duplicate, 409).detail).toMatch(/уже есть/);
    expectErrorBody(await api('POST', '', { name: '   ' }), 422);
    expectErrorBody(await api('POST', '', { name: 'Соль', parent_id: 999999 }), 422);

    const renamed = await api('PUT', `/${root.json().id}`, {
      name: 'Ёлочные игрушки',
      is_main_nav_enabled: true,
    });
    expect(renamed.json()).toMatchObject({ name: 'Ёлочные игрушки', is_main_nav_enabled: true });
    const moved = await api('PUT', `/${root.json().id}`, { parent_id: await idOf('dairy') });
    expect(moved.json().parent_id).toBe(await idOf('dairy'));
    expect(await childNames(await idOf('dairy'))).toContain('Ёлочные игрушки');
  });

  it('refuses a parent change that would make a cycle (422) and changes nothing', async () => {
    const dairy = await idOf('dairy');
    const cheese = await idOf('cheese');
    const res = expectErrorBody(await api('PUT', `/${dairy}`, { parent_id: cheese }), 422);
    expect(res.fields?.parent_id).toBeDefined();
    expectErrorBody(await api('PUT', `/${dairy}`, { parent_id: dairy }), 422);
    expect((await api('GET', `/${dairy}`)).json().parent_id).toBeNull();
  });

  it('refuses to delete a category with children or goods («Категория используется») and deletes an empty one', async () => {
    const dairy = await idOf('dairy');
    expect(expectErrorBody(await api('DELETE', `/${dairy}`), 409).detail).toMatch(/^Категория используется/);
    const used = await idOf('butter');
    await t.database.query(
      'UPDATE goods SET global_category_id = $1 WHERE id = (SELECT min(id) FROM goods)',
      [used],
    );
    expect(expectErrorBody(await api('DELETE', `/${used}`), 409).detail).toMatch(/^Категория используется/);
    expect((await api('GET', `/${used}`)).statusCode).toBe(200);

    const fish = await idOf('fish');
    const temp = (await api('POST', '', { name: 'Временная', parent_id: fish })).json();
    expect((await api('DELETE', `/${temp.id}`)).statusCode).toBe(200);
    expectErrorBody(await api('GET', `/${temp.id}`), 404);
    const positions = (await api('GET', `/${fish}/children`))
      .json()
      .map((c: { position: number }) => c.position);
    expect(positions).toEqual(positions.map((_: number, i: number) => i));
  });
});

describe('moving', () => {
  it('puts a node before or after a sibling, and under another parent when the anchor is there', async () => {
    const meat = await idOf('meat');
    const [beef, pork, poultry] = [await idOf('beef'), await idOf('pork'), await idOf('poultry')];
    expect((await api('PUT', `/${poultry}/move_before?before_node_id=${beef}`)).statusCode).toBe(200);
    expect((await childNames(meat)).slice(0, 3)).toEqual(['Птица', 'Говядина', 'Свинина']);
    expect((await api('PUT', `/${poultry}/move_after?after_node_id=${pork}`)).statusCode).toBe(200);
    expect((await childNames(meat)).slice(0, 3)).toEqual(['Говядина', 'Свинина', 'Птица']);

    const fish = await idOf('fish');
    const caviar = await idOf('caviar');
    expect((await api('PUT', `/${caviar}/move_after?after_node_id=${beef}`)).json().parent_id).toBe(meat);
    expect((await childNames(meat)).slice(0, 2)).toEqual(['Говядина', 'Икра']);
    expect(await childNames(fish)).not.toContain('Икра');

    expectErrorBody(await api('PUT', `/${beef}/move_before?before_node_id=${beef}`), 422);
    expectErrorBody(await api('PUT', `/${meat}/move_before?before_node_id=${beef}`), 422);
    expectErrorBody(await api('PUT', `/${beef}/move_before?before_node_id=999999`), 404);
    expectErrorBody(await api('PUT', `/${beef}/move_before`), 422);
  });

  it('keeps positions a permutation 0..n-1 and loses no node under 20 concurrent moves', async () => {
    const groups = [await idOf('fruit-veg'), await idOf('dairy')];
    const nodes = (
      await t.database.query<{ id: number }>(
        'SELECT id::int FROM global_categories WHERE parent_id = ANY($1::bigint[]) ORDER BY id',
        [groups],
      )
    ).map((r) => r.id);
    const allBefore = await t.database.query<{ id: number }>(
      'SELECT id::int FROM global_categories ORDER BY id',
    );
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const moves = Array.from({ length: 20 }, () => {
      const node = nodes[next(nodes.length)];
      let anchor = nodes[next(nodes.length)];
      if (anchor === node) anchor = nodes[(nodes.indexOf(node) + 1) % nodes.length];
      return api(
        'PUT',
        `/${node}/${next(2) ? 'move_before?before_node_id' : 'move_after?after_node_id'}=${anchor}`,
      );
    });
    const answers = await Promise.all(moves);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));

    const after = await t.database.query<{ id: number; parent_id: number; position: number }>(
      'SELECT id::int, parent_id::int, position FROM global_categories ORDER BY id',
    );
    expect(after.map((r) => r.id)).toEqual(allBefore.map((r) => r.id));
    const inGroups = after.filter((r) => groups.includes(r.parent_id));
    expect(inGroups.map((r) => r.id).sort((a, b) => a - b)).toEqual(nodes);
    const parents = new Set(after.map((r) => r.parent_id ?? 0));
    for (const parent of parents) {
      const positions = after
        .filter((r) => (r.parent_id ?? 0) === parent)
        .map((r) => r.position)
        .sort((a, b) => a - b);
      expect(positions).toEqual(positions.map((_, i) => i));
    }
  });
});
