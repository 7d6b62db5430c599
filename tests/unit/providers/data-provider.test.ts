import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '@/providers/data-provider';

let calls: string[] = [];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ items: [{ id: 1 }], total: 41 }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const provider = createDataProvider('/v1');
const queryOf = (url: string) => new URL(url, 'http://test').searchParams;

describe('data provider getList', () => {
  it('turns pages into limit/offset and sorters into order_field/order_by', async () => {
    const answer = await provider.getList({
      resource: 'goods',
      pagination: { currentPage: 3, pageSize: 20 },
      sorters: [{ field: 'name', order: 'desc' }],
    });
    expect(answer).toEqual({ data: [{ id: 1 }], total: 41 });
    const [url] = calls;
    expect(url.startsWith('/v1/goods/?')).toBe(true);
    const q = queryOf(url);
    expect(q.get('limit')).toBe('20');
    expect(q.get('offset')).toBe('40');
    expect(q.get('order_field')).toBe('name');
    expect(q.get('order_by')).toBe('desc');
  });

  it('omits empty filters and repeats the key for arrays', async () => {
    await provider.getList({
      resource: 'orders',
      filters: [
        { field: 'status_ids', operator: 'in', value: [1, 2] },
        { field: 'search', operator: 'eq', value: '' },
        { field: 'supplier_id', operator: 'eq', value: undefined },
        { field: 'empty_list', operator: 'in', value: [] },
        { field: 'number', operator: 'eq', value: 7 },
      ],
      meta: { query: { organization_id: 5 } },
    });
    const q = queryOf(calls[0]);
    expect(q.getAll('status_ids')).toEqual(['1', '2']);
    expect(q.has('search')).toBe(false);
    expect(q.has('supplier_id')).toBe(false);
    expect(q.has('empty_list')).toBe(false);
    expect(q.get('number')).toBe('7');
    expect(q.get('organization_id')).toBe('5');
  });

  it('sends no paging in client mode and uses meta.apiPath', async () => {
    await provider.getList({
      resource: 'x',
      pagination: { mode: 'off' },
      meta: { apiPath: 'client/orders' },
    });
    expect(calls[0]).toBe('/v1/client/orders/');
  });
});
