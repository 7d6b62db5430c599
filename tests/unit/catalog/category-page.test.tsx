import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CategoryPage from '@/resources/catalog/CategoryPage';

const catalog = vi.hoisted(() => ({ queries: [] as Record<string, unknown>[] }));
vi.mock('@/resources/catalog/use-catalog', () => ({
  useCategoryTree: () => ({
    isSuccess: true,
    data: [{ id: 7, parent_id: null, name: 'Молочная продукция', slug: 'dairy', children: [] }],
  }),
  useMarketplaceGoods: (query: Record<string, unknown>) => {
    catalog.queries.push(query);
    return {
      isPending: false,
      isError: false,
      data: {
        items: [1, 2].map((id) => ({
          id,
          organization_id: 3,
          organization_name: 'Зорька',
          name: `Молоко ${id}`,
          code: null,
          price: '89.90',
          measure_id: 1,
          measure_name: 'шт',
          global_category_id: 7,
          global_category_name: 'Молочная продукция',
          category_id: null,
          description: null,
          image_url: null,
        })),
      },
    };
  },
}));

afterEach(cleanup);

describe('catalog category page (spec 000 §2: grid/list toggle, sorting, product cards)', () => {
  it('shows product cards, switches grid and list, and sorts through the query', () => {
    render(
      <MemoryRouter initialEntries={['/catalog/7']}>
        <Routes>
          <Route path="/catalog/:category" element={<CategoryPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const card = () => screen.getByRole('link', { name: /Молоко 1/ });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Молоко 1',
      'Молоко 2',
    ]);
    expect(screen.getByRole('button', { name: 'Плиткой' }).getAttribute('aria-pressed')).toBe('true');
    expect(getComputedStyle(card()).flexDirection).toBe('column');
    fireEvent.click(screen.getByRole('button', { name: 'Списком' }));
    expect(screen.getByRole('button', { name: 'Списком' }).getAttribute('aria-pressed')).toBe('true');
    expect(getComputedStyle(card()).flexDirection).toBe('row');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Сортировка' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Сначала дороже' }));
    expect(catalog.queries.at(-1)).toMatchObject({
      global_categories_ids: 7,
      order_field: 'price',
      order_by: 'desc',
    });
  }, 30_000);
});
