import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/error-boundary';
import { deferredComponent, lazyComponent } from '@/router/lazy-component';

const Page = ({ title }: { title: string }) => <h1>{title}</h1>;
const loading = <p>Загрузка…</p>;

describe('a lazily loaded part of a screen', () => {
  afterEach(cleanup);

  it('whose code is already here shows at once, without the loading state', async () => {
    const Lazy = lazyComponent(async () => ({ default: Page }));
    await Lazy.preload();
    render(
      <Suspense fallback={loading}>
        <Lazy title="Инвентаризация № 3" />
      </Suspense>,
    );
    // The first commit already holds the page: no fallback was ever shown.
    expect(screen.getByRole('heading').textContent).toBe('Инвентаризация № 3');
    expect(screen.queryByText('Загрузка…')).toBeNull();
  });

  it('still on its way shows the loading state, then the part', async () => {
    let arrive: (module: { default: typeof Page }) => void = () => undefined;
    const Lazy = lazyComponent(() => new Promise<{ default: typeof Page }>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={loading}>
        <Lazy title="Заказы" />
      </Suspense>,
    );
    expect(screen.getByText('Загрузка…')).toBeTruthy();
    await act(async () => arrive({ default: Page }));
    expect((await screen.findByRole('heading')).textContent).toBe('Заказы');
  });

  it('that fails to load reaches the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Lazy = lazyComponent<{ title: string }>(() => Promise.reject(new TypeError('Failed to fetch')));
    render(
      <ErrorBoundary fallback={<p role="alert">Не удалось загрузить страницу</p>}>
        <Suspense fallback={loading}>
          <Lazy title="—" />
        </Suspense>
      </ErrorBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Не удалось загрузить страницу');
  });

  it('deferred (the bell) shows nothing until its code is here, then itself, with no Suspense around it', async () => {
    let arrive: (module: { default: typeof Page }) => void = () => undefined;
    const Bell = deferredComponent(
      () => new Promise<{ default: typeof Page }>((resolve) => (arrive = resolve)),
    );
    render(
      <main>
        <Bell title="Уведомления" />
      </main>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => arrive({ default: Page }));
    expect((await screen.findByRole('heading')).textContent).toBe('Уведомления');
  });
});
