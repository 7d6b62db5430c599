import type { GoodCategory } from '@contract/good-categories';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentDrawer } from '@/components/document-drawer';
import { http } from '@/providers/http';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const category = (id: number, name: string, parent_id: number | null, children_count = 0): GoodCategory =>
  ({ id, organization_id: 1, parent_id, name, position: id, goods_count: 2, children_count }) as GoodCategory;

describe('document drawer (spec 001 §2: category breadcrumbs)', () => {
  it('walks the category tree with breadcrumbs and adds the current category', async () => {
    vi.spyOn(http, 'get').mockResolvedValue({
      items: [
        category(1, 'Молочная продукция', null, 1),
        category(2, 'Сыры', 1, 1),
        category(3, 'Твёрдые', 2),
      ],
    } as never);
    const onPickCategory = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DocumentDrawer
          open
          organizationId={1}
          onClose={vi.fn()}
          onPickCategory={onPickCategory}
          onPickAll={vi.fn()}
        />
      </QueryClientProvider>,
    );
    const crumbs = () => within(screen.getByRole('navigation', { name: 'Путь по категориям' }));
    fireEvent.click(await screen.findByRole('button', { name: /Молочная продукция/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Сыры/ }));
    expect(crumbs().getByRole('button', { name: 'Молочная продукция' })).toBeTruthy();
    expect(crumbs().getByText('Сыры')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Твёрдые/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить категорию «Сыры» целиком' }));
    expect(onPickCategory).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    fireEvent.click(crumbs().getByRole('button', { name: 'Молочная продукция' }));
    expect(crumbs().queryByText('Сыры')).toBeNull();
    fireEvent.click(crumbs().getByRole('button', { name: 'Все категории' }));
    expect(screen.getByRole('button', { name: 'Добавить все товары организации' })).toBeTruthy();
  });
});
