import { beforeEach, describe, expect, it, vi } from 'vitest';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/providers/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/providers/http')>()),
  http,
}));

const { addToDraft, quantityProblem } = await import('@/resources/catalog/add-to-draft');
const { HttpError } = await import('@/providers/http');

const piece = { name: 'шт', is_fractional: false };
const kilo = { name: 'кг', is_fractional: true };
const partnership = { supplierId: 20, servedPointIds: [3, 4] };

describe('quantityProblem', () => {
  it('accepts whole pieces and fractional kilograms with a comma', () => {
    expect(quantityProblem('3', piece)).toBeNull();
    expect(quantityProblem('2,5', kilo)).toBeNull();
    expect(quantityProblem('0.125', kilo)).toBeNull();
  });

  it('explains in Russian what is wrong', () => {
    expect(quantityProblem('', piece)).toBe('Укажите количество');
    expect(quantityProblem('-1', piece)).toBe('Количество: введите положительное число');
    expect(quantityProblem('abc', kilo)).toBe('Количество: введите положительное число');
    expect(quantityProblem('0', piece)).toBe('Количество должно быть больше нуля');
    expect(quantityProblem('2,5', piece)).toBe('Количество в «шт» — только целое число');
    expect(quantityProblem('1,2345', kilo)).toBe('Количество: не больше трёх знаков после запятой');
  });
});

describe('addToDraft', () => {
  beforeEach(() => {
    http.get.mockReset();
    http.post.mockReset();
    http.post.mockResolvedValue({ id: 77 });
  });

  it('adds to the newest draft for the supplier, summing a good already there', async () => {
    http.get.mockResolvedValueOnce({
      items: [{ id: 42, items: [{ good_id: 9, quantity: '2.000', removed: false }] }],
    });
    await addToDraft({ organizationId: 1, ...partnership, goodId: 9, quantity: '1,5', mayUpdate: true });
    expect(http.get).toHaveBeenCalledWith(
      '/v1/client/orders/',
      expect.objectContaining({ client_organization_ids: 1, supplier_id: 20, status_ids: 1 }),
    );
    expect(http.post).toHaveBeenCalledWith('/v1/client/orders/42/items', [{ good_id: 9, quantity: '3.5' }], {
      organization_id: 1,
    });
  });

  it('creates a draft for the first sales point the supplier serves when there is none', async () => {
    http.get.mockResolvedValueOnce({ items: [] }).mockResolvedValueOnce({
      items: [{ id: 3, name: 'Кафе на Тверской', address: null, is_active: true }],
    });
    await addToDraft({ organizationId: 1, ...partnership, goodId: 9, quantity: '2', mayUpdate: true });
    expect(http.post).toHaveBeenCalledWith(
      '/v1/client/orders/expanded',
      {
        supplier_organization_id: 20,
        sales_point_id: 3,
        lines: [{ good_id: 9, quantity: '2' }],
        send: false,
      },
      { organization_id: 1 },
    );
  });

  it('refuses with a Russian message when no sales point is served', async () => {
    // The client has a point, but not one the supplier serves.
    http.get.mockResolvedValueOnce({ items: [{ id: 8, name: 'Бар', is_active: true }] });
    const failure = addToDraft({
      organizationId: 1,
      ...partnership,
      goodId: 9,
      quantity: '2',
      mayUpdate: false,
    });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toThrow(/Нет точки продаж/);
    expect(http.post).not.toHaveBeenCalled();
  });
});
