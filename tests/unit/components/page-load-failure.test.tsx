import { fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageLoadFailure } from '@/components/error-boundary/PageLoadFailure';

describe('a page whose code cannot be loaded', () => {
  it('shows a Russian message with «Обновить» instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    const Broken = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page-1.js')),
    );
    render(
      <ErrorBoundary fallback={<PageLoadFailure reload={reload} />}>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </ErrorBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Не удалось загрузить страницу');
    fireEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
