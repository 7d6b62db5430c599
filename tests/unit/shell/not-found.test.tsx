import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NotFoundPage from '@/pages/not-found';

const title = vi.hoisted(() => ({ broken: false }));
vi.mock('@/components/layout/use-page-title', () => ({
  usePageTitle: () => {
    if (title.broken) throw new Error('broken title');
  },
}));

afterEach(() => {
  cleanup();
  title.broken = false;
  vi.restoreAllMocks();
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <NotFoundPage />
    </MemoryRouter>,
  );

describe('not-found page (spec 000 §2, §8)', () => {
  it('says «Страница не найдена, ошибка 404» with a link «Вернутся на главную» to /', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Страница не найдена, ошибка 404' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Вернутся на главную' }).getAttribute('href')).toBe('/');
  });

  it('a rendering error of the page shows a generic English message with a link home', () => {
    title.broken = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
