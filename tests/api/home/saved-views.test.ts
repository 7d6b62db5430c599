import type { SavedView } from '@contract/saved-views';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const { t, anna, igor, olga } = withTestApp(['anna', 'igor', 'olga']);

const state = (statusId: number) => ({
  filters: { status_id: statusId, number: null },
  sort: { field: 'created_at', order: 'desc' as const },
  hidden_columns: ['total_lines_counter'],
});
const create = (caller: typeof anna, body: Record<string, unknown>) =>
  caller({ method: 'POST', url: '/v1/saved_views', payload: body });
const list = async (caller: typeof anna, listKey = 'client_orders') => {
  const res = await caller({ method: 'GET', url: `/v1/saved_views?list_key=${listKey}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as SavedView[];
};
const rowsOf = async (id: number) =>
  t.database.query<{ name: string; is_default: boolean }>(
    'SELECT name, is_default FROM saved_views WHERE id = $1',
    [id],
  );

describe('saved views of a list', () => {
  it('keeps a named view with its filters, sort and columns; one default per list', async () => {
    const first = await create(anna, { list_key: 'client_orders', name: 'Ждут согласия', state: state(13) });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Ждут согласия', state: state(13), is_default: false });
    const second = await create(anna, {
      list_key: 'client_orders',
      name: 'Доставлены',
      state: state(6),
      is_default: true,
    });
    expect(second.statusCode, second.body).toBe(201);
    const made = await anna({
      method: 'PUT',
      url: `/v1/saved_views/${first.json().id}`,
      payload: { is_default: true },
    });
    expect(made.statusCode, made.body).toBe(200);
    const views = await list(anna);
    expect(views.map((v) => [v.name, v.is_default])).toEqual([
      ['Ждут согласия', true],
      ['Доставлены', false],
    ]);
    expect(await list(anna, 'goods')).toEqual([]);
  });

  it('never shows or changes another person’s view: 404 as if it did not exist', async () => {
    const mine = await create(anna, { list_key: 'client_orders', name: 'Только мои', state: state(2) });
    const id = mine.json().id as number;
    expect((await list(igor)).map((v) => v.name)).not.toContain('Только мои');
    const before = await rowsOf(id);
    expectErrorBody(
      await igor({ method: 'PUT', url: `/v1/saved_views/${id}`, payload: { name: 'Чужой' } }),
      404,
    );
    expectErrorBody(
      await igor({ method: 'PUT', url: `/v1/saved_views/${id}`, payload: { is_default: true } }),
      404,
    );
    expectErrorBody(await igor({ method: 'DELETE', url: `/v1/saved_views/${id}` }), 404);
    expect(await rowsOf(id)).toEqual(before);
    expect((await anna({ method: 'DELETE', url: `/v1/saved_views/${id}` })).statusCode).toBe(200);
    expect(await rowsOf(id)).toEqual([]);
    expectErrorBody(await anna({ method: 'DELETE', url: `/v1/saved_views/${id}` }), 404);
  });

  it('answers bad input with Russian 422s and a taken name with 409', async () => {
    const bad = [
      { list_key: 'contracts', name: 'Вид', state: state(1) },
      { list_key: 'client_orders', name: '   ', state: state(1) },
      { list_key: 'client_orders', name: 'Я'.repeat(61), state: state(1) },
      { list_key: 'client_orders', name: 'Вид', state: { ...state(1), extra: 1 } },
      { list_key: 'client_orders', name: 'Вид', state: { ...state(1), sort: { field: 'id', order: 'up' } } },
      { list_key: 'client_orders', name: 'Вид', state: { ...state(1), filters: { a: { nested: true } } } },
    ];
    for (const body of bad) expectErrorBody(await create(anna, body), 422);
    expectErrorBody(await anna({ method: 'PUT', url: '/v1/saved_views/1', payload: {} }), 422);
    await create(anna, { list_key: 'goods', name: 'Молочка', state: state(1) });
    const taken = expectErrorBody(
      await create(anna, { list_key: 'goods', name: 'молочка', state: state(1) }),
      409,
    );
    expect(taken.detail).toContain('«молочка»');
  });

  it('refuses a view of a list the person cannot open', async () => {
    const res = await create(olga, { list_key: 'supplier_orders', name: 'Продажи', state: state(2) });
    expect(expectErrorBody(res, 403).detail).toContain('Просмотр заказов клиентов');
    expectErrorBody(await olga({ method: 'GET', url: '/v1/saved_views?list_key=client_orders' }), 403);
    expect((await create(olga, { list_key: 'goods', name: 'Склад', state: state(1) })).statusCode).toBe(201);
  });
});
